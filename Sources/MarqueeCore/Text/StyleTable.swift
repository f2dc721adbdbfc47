/// Index of a style in a `StyleTable`; 0 is always the plain style.
public typealias StyleID = UInt32

/// An OSC 8 hyperlink: its parameters (`id=…`) and its URI, as bytes checked to hold
/// no control characters.
public struct Hyperlink: Hashable, Sendable {
    public var parameters: [UInt8]
    public var uri: [UInt8]
}

/// The distinct styles of one text, each stored once. Clusters refer to styles by id,
/// so a frame can compare styles by number and formats can cache their markup per id.
public struct StyleTable: Sendable {
    public private(set) var styles: [TextStyle] = [.plain]
    /// The styles after the plain one. Empty for an unstyled text, which then never makes
    /// the dictionary's storage: its type is built at run time, at a cost to every start.
    private var ids: [TextStyle: StyleID] = [:]
    /// Hyperlinks by `TextStyle.link`; index 0 is a placeholder for "no link".
    public private(set) var links: [Hyperlink] = [Hyperlink(parameters: [], uri: [])]
    private var linkIDs: [Hyperlink: Int] = [:]

    public init() {}

    public subscript(id: StyleID) -> TextStyle { styles[Int(id)] }

    public mutating func id(for style: TextStyle) -> StyleID {
        if style == .plain { return 0 }
        if let id = ids[style] { return id }
        let id = StyleID(styles.count)
        styles.append(style)
        ids[style] = id
        return id
    }

    public mutating func linkID(for link: Hyperlink) -> Int {
        if let id = linkIDs[link] { return id }
        links.append(link)
        linkIDs[link] = links.count - 1
        return links.count - 1
    }
}
