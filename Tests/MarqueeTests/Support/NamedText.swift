import Testing

/// A test text with a short name for the test report, instead of the text itself (which
/// may hold emoji a report cannot show in columns).
struct NamedText: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    var testDescription: String { name }
}
