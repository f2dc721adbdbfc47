/// Where the escape filter sends what survives it.
protocol EscapeFilterOutput {
    mutating func text(_ scalar: Unicode.Scalar)
    mutating func tab()
    mutating func lineFeed()
    /// An SGR sequence's parameter bytes (between `ESC [` and `m`).
    mutating func selectGraphicRendition(_ parameters: [UInt8])
    /// OSC 8 with a URI opens a link; with an empty URI it closes the open one.
    mutating func hyperlink(_ link: Hyperlink?)
}

/// Removes ECMA-48 escape sequences and control characters from decoded text, keeping
/// SGR and OSC 8 hyperlinks as styling (docs/architecture.md).
///
/// It works on scalars, so C1 controls count in their decoded form (U+009B is CSI) and
/// raw bytes 0x80–0x9F, being invalid UTF-8, never do. A sequence that breaks its
/// grammar is not that sequence: `ESC [ 1 é` removes only `ESC [` and keeps `1é`.
struct EscapeFilter {
    private enum StringKind { case operatingSystemCommand, other }

    private enum State {
        case ground
        case escape
        case escapeIntermediate
        case controlSequence
        case string(StringKind)
        case stringEscape(StringKind)
    }

    /// The longest OSC payload read for a hyperlink; longer ones are removed.
    static let payloadLimit = 4096

    private var state = State.ground
    /// ESC intermediates, or CSI parameter and intermediate bytes, kept to be given back
    /// as text when the sequence turns out to be malformed.
    private var pendingBytes: [UInt8] = []
    private var sawIntermediate = false
    private var payload: [UInt8] = []

    /// Whether no sequence is open, so printable ASCII is text.
    var isInGround: Bool {
        if case .ground = state { return true }
        return false
    }

    mutating func process<Output: EscapeFilterOutput>(_ scalar: Unicode.Scalar, _ output: inout Output) {
        let value = scalar.value
        switch state {
        case .ground:
            ground(scalar, &output)
        case .escape:
            switch value {
            case 0x5B: startControlSequence()
            case 0x5D: startString(.operatingSystemCommand)
            case 0x50, 0x58, 0x5E, 0x5F: startString(.other)
            case 0x20...0x2F:
                pendingBytes = [UInt8(value)]
                state = .escapeIntermediate
            case 0x30...0x7E:
                state = .ground
            default:
                state = .ground
                ground(scalar, &output)
            }
        case .escapeIntermediate:
            switch value {
            case 0x20...0x2F: pendingBytes.append(UInt8(value))
            case 0x30...0x7E: state = .ground
            default: abandon(scalar, &output)
            }
        case .controlSequence:
            switch value {
            case 0x30...0x3F where !sawIntermediate:
                pendingBytes.append(UInt8(value))
            case 0x20...0x2F:
                sawIntermediate = true
                pendingBytes.append(UInt8(value))
            case 0x40...0x7E:
                if value == 0x6D && !sawIntermediate && !hasPrivatePrefix {
                    output.selectGraphicRendition(pendingBytes)
                }
                state = .ground
            default:
                abandon(scalar, &output)
            }
        case .string(let kind):
            switch value {
            case 0x07, 0x9C:
                finishString(kind, &output)
            case 0x1B:
                state = .stringEscape(kind)
            case 0x0A:
                // A string with no end is removed up to the end of its line.
                state = .ground
                output.lineFeed()
            default:
                if case .operatingSystemCommand = kind, payload.count <= EscapeFilter.payloadLimit {
                    payload.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
        case .stringEscape(let kind):
            if value == 0x5C {
                finishString(kind, &output)
            } else {
                // ESC inside a string abandons it and starts a new sequence.
                state = .escape
                process(scalar, &output)
            }
        }
    }

    /// At the end of the input: an open sequence is either given back or removed.
    mutating func finish<Output: EscapeFilterOutput>(_ output: inout Output) {
        switch state {
        case .escapeIntermediate, .controlSequence:
            giveBackPendingBytes(&output)
        default:
            break
        }
        state = .ground
    }

    private mutating func ground<Output: EscapeFilterOutput>(_ scalar: Unicode.Scalar, _ output: inout Output) {
        switch scalar.value {
        case 0x1B: state = .escape
        case 0x9B: startControlSequence()
        case 0x9D: startString(.operatingSystemCommand)
        case 0x90, 0x98, 0x9E, 0x9F: startString(.other)
        case 0x09: output.tab()
        case 0x0A: output.lineFeed()
        case 0x00...0x1F, 0x7F...0x9F: break
        default: output.text(scalar)
        }
    }

    private var hasPrivatePrefix: Bool {
        guard let first = pendingBytes.first else { return false }
        return first >= 0x3C && first <= 0x3F
    }

    private mutating func startControlSequence() {
        pendingBytes.removeAll(keepingCapacity: true)
        sawIntermediate = false
        state = .controlSequence
    }

    private mutating func startString(_ kind: StringKind) {
        payload.removeAll(keepingCapacity: true)
        state = .string(kind)
    }

    /// The sequence broke its grammar at `scalar`: only its introducer is removed.
    private mutating func abandon<Output: EscapeFilterOutput>(_ scalar: Unicode.Scalar, _ output: inout Output) {
        giveBackPendingBytes(&output)
        state = .ground
        ground(scalar, &output)
    }

    private mutating func giveBackPendingBytes<Output: EscapeFilterOutput>(_ output: inout Output) {
        for byte in pendingBytes { output.text(Unicode.Scalar(byte)) }
        pendingBytes.removeAll(keepingCapacity: true)
    }

    private mutating func finishString<Output: EscapeFilterOutput>(_ kind: StringKind, _ output: inout Output) {
        state = .ground
        guard case .operatingSystemCommand = kind,
              payload.count <= EscapeFilter.payloadLimit,
              payload.starts(with: [0x38, 0x3B])
        else { return }
        let body = payload.dropFirst(2)
        guard let semicolon = body.firstIndex(of: 0x3B) else { return }
        let parameters = Array(body[..<semicolon])
        let uri = Array(body[(semicolon + 1)...])
        guard EscapeFilter.isPrintable(parameters), EscapeFilter.isPrintable(uri) else { return }
        output.hyperlink(uri.isEmpty ? nil : Hyperlink(parameters: parameters, uri: uri))
    }

    /// No C0, DEL or C1 (as UTF-8 `C2 80`–`C2 9F`): the bytes may be written back out
    /// inside an OSC 8 of our own.
    private static func isPrintable(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return false }
            if previous == 0xC2 && byte >= 0x80 && byte <= 0x9F { return false }
            previous = byte
        }
        return true
    }
}
