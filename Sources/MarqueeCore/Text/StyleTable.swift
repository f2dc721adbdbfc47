/// Index of a style in a `StyleTable`; 0 is always the plain style.
package typealias StyleID = UInt32

/// An OSC 8 hyperlink: its parameters (`id=…`) and its URI, as bytes checked to hold
/// no control characters.
package struct Hyperlink: Hashable, Sendable {
    package var parameters: [UInt8]
    package var uri: [UInt8]
}

/// The distinct styles of one text, each stored once. Clusters refer to styles by id,
/// so a frame can compare styles by number and formats can cache their markup per id.
package struct StyleTable: Sendable {
    package private(set) var styles: [TextStyle] = [.plain]
    /// The styles after the plain one, by hash.
    private var styleIndex = HashIndex()
    /// Hyperlinks by `TextStyle.link`; index 0 is a placeholder for "no link".
    package private(set) var links: [Hyperlink] = [Hyperlink(parameters: [], uri: [])]
    private var linkIndex = HashIndex()

    package init() {}

    package subscript(id: StyleID) -> TextStyle { styles[Int(id)] }

    package mutating func id(for style: TextStyle) -> StyleID {
        if style == .plain { return 0 }
        let hash = style.hashValue
        if let position = styleIndex.position(hash: hash, matches: { styles[$0] == style }) {
            return StyleID(position)
        }
        styles.append(style)
        styleIndex.insert(styles.count - 1, hash: hash) { styles[$0].hashValue }
        return StyleID(styles.count - 1)
    }

    package mutating func linkID(for link: Hyperlink) -> Int {
        let hash = link.hashValue
        if let position = linkIndex.position(hash: hash, matches: { links[$0] == link }) {
            return position
        }
        links.append(link)
        linkIndex.insert(links.count - 1, hash: hash) { links[$0].hashValue }
        return links.count - 1
    }
}
