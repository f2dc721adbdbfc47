/// Colours as RGB, for the formats that only take `#rrggbb`: the 16 basic colours as
/// xterm draws them by default, then xterm's 6×6×6 cube and grey ramp.
package enum TerminalPalette {
    private static let basic: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    package static func rgb(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// `#rrggbb`, or nil for the default colour.
    package static func hex(_ color: TerminalColor) -> String? {
        let value: (UInt8, UInt8, UInt8)
        switch color {
        case .default: return nil
        case .palette(let index): value = rgb(index)
        case .rgb(let r, let g, let b): value = (r, g, b)
        }
        return "#" + [value.0, value.1, value.2].map(hexByte).joined()
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
