import Testing
@testable import MarqueeCore

/// The texts of a template's fields (marquee(1), TEMPLATES): numbered parts split on
/// `--field-separator`, string members of a JSON object by key, empty when missing.
@Suite struct FieldValuesTests {
    private func values(_ text: String, separator: String = "\t") -> FieldValues {
        FieldValues(text: Array(text.utf8), separator: Array(separator.utf8))
    }

    private func string(_ values: FieldValues, _ name: FieldName) -> String {
        String(decoding: values.value(of: name), as: UTF8.self)
    }

    @Test func numberedPartsSplitOnTab() {
        let split = values("Title\tArtist\t\tAlbum\n")
        #expect(string(split, .number(1)) == "Title")
        #expect(string(split, .number(2)) == "Artist")
        #expect(string(split, .number(3)) == "")
        #expect(string(split, .number(4)) == "Album")
        #expect(string(split, .number(5)) == "")
        #expect(string(split, .key("title")) == "")
    }

    @Test func aSeparatorOfSeveralCharacters() {
        let split = values("a – b –  – c", separator: " – ")
        #expect([1, 2, 3, 4].map { string(split, .number($0)) } == ["a", "b", "", "c"])
        #expect(string(values("no separator here", separator: "|"), .number(1)) == "no separator here")
        #expect(string(values("ab", separator: "abc"), .number(1)) == "ab")
    }

    @Test func aJSONObjectGivesItsStringMembers() {
        let object = values(#" {"title": "Bohemian \"Rhapsody\"", "artist":"Queen", "n": 3, "ok": true, "no": null, "list": ["}", {"a": "{"}], "title2": "x\ty"} "#)
        #expect(string(object, .key("title")) == "Bohemian \"Rhapsody\"")
        #expect(string(object, .key("artist")) == "Queen")
        #expect(string(object, .key("title2")) == "x\ty")
        // Not strings: no text, as a missing member.
        for key in ["n", "ok", "no", "list", "missing"] {
            #expect(string(object, .key(key)) == "", "\(key)")
        }
        // Numbered fields still split the text itself.
        #expect(string(object, .number(1)).hasPrefix(#" {"title""#))
    }

    @Test func escapesDecodeToUTF8() {
        let object = values(#"{"a":"\u00e9\u4e2d\ud83d\ude00\n\/\\","lone":"\ud83dx","bad":"\uZZZZ"}"#)
        #expect(string(object, .key("a")) == "é中😀\n/\\")
        #expect(string(object, .key("lone")) == "\u{FFFD}x")
        #expect(string(object, .key("bad")).hasPrefix("\u{FFFD}"))
    }

    @Test func theLastMemberOfANameWins() {
        #expect(string(values(#"{"a":"1","a":"2"}"#), .key("a")) == "2")
    }

    @Test func textThatIsNotOneObjectHasNoKeys() {
        for text in [#"{"a":"1"} x"#, #"{"a":"1""#, #"{"a" "1"}"#, #"{"a":01}"#, #"{"a":1.}"#, #"{"a":tru}"#,
                     #"["a"]"#, #"{"a":"1",}"#, #"{a:"1"}"#, "{", #"{"a":{"b":"c"}"#] {
            #expect(string(values(text), .key("a")) == "", "\(text)")
        }
        #expect(string(values("{}"), .key("a")) == "")
        #expect(string(values(#"{"a":-1.5e+3,"b":"x"}"#), .key("b")) == "x")
    }

    @Test func deepNestingIsReadWithoutRecursion() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(string(values(#"{"d":"# + deep + #","b":"x"}"#), .key("b")) == "x")
    }
}
