import Testing
@testable import MarqueeCore

/// `--template`'s syntax (marquee(1), TEMPLATES): fields, literals, braces, and a usage
/// error that names the character where a bad template goes wrong.
@Suite struct TemplateParserTests {
    @Test func literalsAndFieldsInOrder() throws {
        let template = try TemplateParser.parse("{1:20} – {2:12:bounce}!")
        #expect(template.pieces == [
            .field(TemplateField(name: .number(1), width: 20)),
            .literal(" – "),
            .field(TemplateField(name: .number(2), width: 12, mode: .bounce)),
            .literal("!"),
        ])
    }

    @Test func aNameThatIsNotANumberIsAKey() throws {
        let template = try TemplateParser.parse("{title:20}{artist}{x1}{1x}")
        #expect(template.fields.map(\.name) == [.key("title"), .key("artist"), .key("x1"), .key("1x")])
        #expect(template.fields.map(\.width) == [20, nil, nil, nil])
    }

    @Test func everyModeAndRestart() throws {
        for mode in Mode.allCases {
            let template = try TemplateParser.parse("{1:5:\(mode.rawValue)}")
            #expect(template.fields == [TemplateField(name: .number(1), width: 5, mode: mode)])
        }
    }

    @Test func doubledBracesAreLiteralBraces() throws {
        let template = try TemplateParser.parse("{{x}} {{{1}}}")
        #expect(template.pieces == [.literal("{x} {"), .field(TemplateField(name: .number(1))), .literal("}")])
    }

    @Test func aTemplateWithoutFieldsIsOneLiteral() throws {
        #expect(try TemplateParser.parse("just text ☃").pieces == [.literal("just text ☃")])
        #expect(try TemplateParser.parse("").pieces == [])
    }

    struct BadTemplate: CustomTestStringConvertible, Sendable {
        let template: String
        let character: Int
        let problem: String
        var testDescription: String { template }
    }

    static let badTemplates: [BadTemplate] = [
        BadTemplate(template: "{1:20} – {2:12", character: 10, problem: "'{' is never closed"),
        BadTemplate(template: "ab{", character: 3, problem: "'{' is never closed"),
        BadTemplate(template: "{1{2}}", character: 3, problem: "'{' inside a field"),
        BadTemplate(template: "a}b", character: 2, problem: "'}' closes no field"),
        BadTemplate(template: "{1}}", character: 4, problem: "'}' closes no field"),
        BadTemplate(template: "{1:0}", character: 4, problem: "width is a whole number from 1 to 1000000, not '0'"),
        BadTemplate(template: "{1:x}", character: 4, problem: "not 'x'"),
        BadTemplate(template: "{1:-3}", character: 4, problem: "not '-3'"),
        BadTemplate(template: "{1:}", character: 4, problem: "not ''"),
        BadTemplate(template: "{1::bounce}", character: 4, problem: "not ''"),
        BadTemplate(template: "{1:1000001}", character: 4, problem: "not '1000001'"),
        BadTemplate(template: "{1:5:bonce}", character: 6, problem: "unknown mode 'bonce'"),
        BadTemplate(template: "{1:5:}", character: 6, problem: "unknown mode ''"),
        BadTemplate(template: "x{}", character: 3, problem: "a field needs a name"),
        BadTemplate(template: "{:5}", character: 2, problem: "a field needs a name"),
        BadTemplate(template: "{0}", character: 2, problem: "field numbers go from 1"),
        BadTemplate(template: "{a:1:scroll:x}", character: 12, problem: "not more"),
        // Characters, not bytes: the em dash and the emoji are one each.
        BadTemplate(template: "– 👍🏽 {1:", character: 5, problem: "'{' is never closed"),
    ]

    @Test(arguments: badTemplates)
    func aBadTemplateSaysWhatAndWhere(_ bad: BadTemplate) {
        do {
            _ = try TemplateParser.parse(bad.template)
            Issue.record("parsed")
        } catch {
            guard case .badTemplate(let template, let character, let problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(template == bad.template)
            #expect(character == bad.character)
            #expect(problem.contains(bad.problem), "\(problem)")
            #expect(error.line.hasPrefix("marquee: --template: "))
            #expect(error.line.hasSuffix("at character \(bad.character) of '\(bad.template)'\n"))
            #expect(error.line.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func theOptionsAroundATemplate() throws {
        #expect(throws: UsageError.conflict("--template", "--width")) {
            try ArgumentParser.parse(["--template", "{1:3}", "--width", "10", "x"])
        }
        #expect(throws: UsageError.conflict("--template", "-d up")) {
            try ArgumentParser.parse(["--template", "{1:3}", "-d", "up", "x"])
        }
        #expect(throws: UsageError.needs("--field-separator", "--template")) {
            try ArgumentParser.parse(["--field-separator", ",", "x"])
        }
        #expect(throws: UsageError.invalidValue("--field-separator", expected: "a text of one character or more", got: "")) {
            try ArgumentParser.parse(["--template", "{1}", "--field-separator", "", "x"])
        }
        let parsed = try ArgumentParser.parse(["-T", "{1:3}", "--field-separator", " | ", "x"])
        #expect(parsed.template(.template)?.fields == [TemplateField(name: .number(1), width: 3)])
        #expect(parsed.string(.fieldSeparator) == " | ")
    }
}
