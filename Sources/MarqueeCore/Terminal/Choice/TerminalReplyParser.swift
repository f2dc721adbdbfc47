/// Picks a terminal's answers to marquee's queries (docs/terminals.md) out of its input,
/// where they arrive mixed with whatever the user typed meanwhile.
///
/// The input is outside data: replies may come split across reads, between keys, late,
/// malformed or not at all, and the bytes may never stop. Everything that is not one
/// of the replies below is a key, kept in order so that the shell still gets it; keys
/// beyond `keyLimit` are dropped, and a sequence longer than `sequenceLimit` is not a
/// reply, so memory stays bounded whatever comes in.
///
///     var parser = TerminalReplyParser()
///     parser.feed(Array("ls\u{1B}[?2027;2$y\u{1B}[?62;22c".utf8))
///     parser.graphemeMode   // 2
///     parser.fenceSeen      // true
///     parser.keys           // "ls"
package struct TerminalReplyParser: Sendable {
    /// What a complete reply said.
    package enum Reply: Equatable, Sendable {
        /// DECRPM, `CSI ? mode ; state $ y`: the state of a DEC private mode
        /// (0 not recognised, 1 set, 2 reset, 3 permanently set, 4 permanently reset).
        case modeState(mode: Int, state: Int)
        /// XTVERSION, `DCS > | text ST`: the terminal's name and version.
        case version(String)
        /// DA1, `CSI ? … c`: every terminal answers it, after the replies before it.
        case primaryAttributes
        /// DA2, `CSI > Pp ; Pv ; Pc c`: a terminal's kind and firmware version (kitty
        /// and foot put their release there, Alacritty its terminal library's).
        case secondaryAttributes([Int])
        /// CPR, `CSI row ; column R`.
        case cursorPosition(row: Int, column: Int)
    }

    /// Keys kept at most; an endless stream beyond it is dropped.
    package static let keyLimit = 4096
    /// The longest sequence read as a possible reply (an XTVERSION text included).
    package static let sequenceLimit = 256

    package private(set) var replies: [Reply] = []
    /// The bytes that were not replies, in the order they came.
    package private(set) var keys: [UInt8] = []
    /// Whether DA1's answer came: every reply asked for before it has come too.
    package private(set) var fenceSeen = false

    private enum State: Sendable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`.
        case controlSequence
        /// After `ESC P`; `sawEscape` is an ESC that may begin the string terminator.
        case deviceControlString(sawEscape: Bool)
    }

    private var state = State.ground
    /// The sequence being read, from its ESC: the keys it becomes if it is no reply.
    private var sequence: [UInt8] = []

    package init() {}

    /// Reads more of the input.
    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { feed(byte) }
    }

    /// Ends the input: a sequence left incomplete was typed, not a reply.
    package mutating func finish() {
        giveUpSequence()
    }

    /// Ends the input where a reply may still be on its way: a sequence left incomplete
    /// is the first part of that reply, cut off, and is neither a reply nor a key.
    package mutating func abandon() {
        sequence = []
        state = .ground
    }

    /// The replies completed since the last call, in the order they came, taken out of
    /// `replies`: a reader that takes them as they come keeps no more than one read's.
    package mutating func takeReplies() -> [Reply] {
        defer { replies.removeAll(keepingCapacity: true) }
        return replies
    }

    /// The keys read since the last call, taken out of `keys`.
    package mutating func takeKeys() -> [UInt8] {
        defer { keys.removeAll(keepingCapacity: true) }
        return keys
    }

    /// The state of DEC private mode 2027 (grapheme cluster mode), if the terminal said.
    package var graphemeMode: Int? { replies.graphemeMode }

    /// The terminal's XTVERSION text, if it said.
    package var version: String? { replies.version }

    /// DA2's parameters, if the terminal said.
    package var secondaryAttributes: [Int]? { replies.secondaryAttributes }

    /// Cursor positions reported, in order.
    package var cursorPositions: [(row: Int, column: Int)] { replies.cursorPositions }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            if byte == 0x1B {
                sequence = [byte]
                state = .escape
            } else {
                keep(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                sequence.append(byte)
                state = .controlSequence
            case UInt8(ascii: "P"):
                sequence.append(byte)
                state = .deviceControlString(sawEscape: false)
            default:
                // Alt plus a key, or ESC typed alone: keys, and the byte read afresh.
                giveUpSequence()
                feed(byte)
            }
        case .controlSequence:
            sequence.append(byte)
            switch byte {
            case 0x20...0x3F:
                if sequence.count > TerminalReplyParser.sequenceLimit { giveUpSequence() }
            case 0x40...0x7E:
                finishControlSequence()
            default:
                // Not a control sequence after all: what came so far is keys, and the
                // byte that broke it is read afresh (it may be the ESC of a reply).
                sequence.removeLast()
                giveUpSequence()
                feed(byte)
            }
        case .deviceControlString(let sawEscape):
            sequence.append(byte)
            if sawEscape && byte == UInt8(ascii: "\\") {
                finishDeviceControlString()
            } else if sequence.count > TerminalReplyParser.sequenceLimit {
                giveUpSequence()
            } else {
                state = .deviceControlString(sawEscape: byte == 0x1B)
            }
        }
    }

    private mutating func keep(_ byte: UInt8) {
        if keys.count < TerminalReplyParser.keyLimit { keys.append(byte) }
    }

    private mutating func giveUpSequence() {
        let given = sequence
        sequence = []
        state = .ground
        for byte in given { keep(byte) }
    }

    /// `ESC [` parameters, intermediates and a final byte: a reply, or keys (an arrow,
    /// a function key).
    private mutating func finishControlSequence() {
        let body = sequence.dropFirst(2)
        guard let reply = TerminalReplyParser.controlSequenceReply(body) else {
            giveUpSequence()
            return
        }
        sequence = []
        state = .ground
        record(reply)
    }

    private static func controlSequenceReply(_ body: ArraySlice<UInt8>) -> Reply? {
        guard let final = body.last else { return nil }
        let parameters = body.dropLast()
        switch final {
        case UInt8(ascii: "y"):
            guard parameters.first == UInt8(ascii: "?"), parameters.last == UInt8(ascii: "$") else { return nil }
            let numbers = numbers(parameters.dropFirst().dropLast())
            guard let numbers, numbers.count == 2 else { return nil }
            return .modeState(mode: numbers[0], state: numbers[1])
        case UInt8(ascii: "c") where parameters.first == UInt8(ascii: ">"):
            guard let numbers = numbers(parameters.dropFirst(), allowingEmpty: true) else { return nil }
            return .secondaryAttributes(numbers)
        case UInt8(ascii: "c"):
            // An empty parameter is a default one (ECMA-48 5.4.2): kitty 0.26 answers
            // `CSI ? 62 ; c`, and that answer must end the wait like any other.
            guard parameters.first == UInt8(ascii: "?"),
                  numbers(parameters.dropFirst(), allowingEmpty: true) != nil else { return nil }
            return .primaryAttributes
        case UInt8(ascii: "R"):
            guard let numbers = numbers(parameters), numbers.count == 2 else { return nil }
            return .cursorPosition(row: numbers[0], column: numbers[1])
        default:
            return nil
        }
    }

    /// Decimal parameters separated by `;`; nil for anything else (a prefix, an
    /// intermediate, a number too long to be one). An empty one is 0 where allowed.
    private static func numbers(_ parameters: ArraySlice<UInt8>, allowingEmpty: Bool = false) -> [Int]? {
        var result: [Int] = []
        for field in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard allowingEmpty || !field.isEmpty, field.count <= 9,
                  field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            result.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return result
    }

    /// `ESC P … ESC \`: XTVERSION's `>|text`, or a string marquee did not ask for, which
    /// is kept as keys like anything else it cannot place.
    private mutating func finishDeviceControlString() {
        let body = sequence.dropFirst(2).dropLast(2)
        guard body.starts(with: [UInt8(ascii: ">"), UInt8(ascii: "|")]) else {
            giveUpSequence()
            return
        }
        let text = body.dropFirst(2)
        sequence = []
        state = .ground
        // Printable ASCII only: the text goes into `--explain` and a cache file name.
        record(.version(String(decoding: text.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)))
    }

    private mutating func record(_ reply: Reply) {
        if reply == .primaryAttributes { fenceSeen = true }
        // Bounded like the keys: an endless stream of well-formed replies is no reply.
        if replies.count < TerminalReplyParser.keyLimit { replies.append(reply) }
    }
}

/// What a list of replies says, the first reply of each kind counting: one reading for
/// the parser and for a round of the conversation (`TerminalConversation.Round`).
extension Array where Element == TerminalReplyParser.Reply {
    /// The state of DEC private mode 2027 (grapheme cluster mode), if the terminal said.
    package var graphemeMode: Int? {
        for case .modeState(2027, let state) in self { return state }
        return nil
    }

    /// The terminal's XTVERSION text, if it said.
    package var version: String? {
        for case .version(let text) in self { return text }
        return nil
    }

    /// DA2's parameters, if the terminal said.
    package var secondaryAttributes: [Int]? {
        for case .secondaryAttributes(let numbers) in self { return numbers }
        return nil
    }

    /// Cursor positions reported, in order.
    package var cursorPositions: [(row: Int, column: Int)] {
        compactMap {
            if case .cursorPosition(let row, let column) = $0 { return (row, column) }
            return nil
        }
    }
}
