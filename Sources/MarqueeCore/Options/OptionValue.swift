import TerminalWidth

/// The value of one given option, checked against its kind (`ValueKind`) and stored in
/// the form the kind gives: what `ParsedArguments` holds for each option.
package enum OptionValue: Equatable, Sendable {
    /// A flag, given.
    case flag
    /// A count, a positive number or a frame index.
    case integer(Int)
    /// A duration.
    case nanoseconds(Int)
    /// A decimal number.
    case number(Double)
    /// Text, a command or one word of a list.
    case text(String)
    case template(Template)
    case cLibrary(CLibrarySetting)
    case cellWidths([CellWidth])
}
