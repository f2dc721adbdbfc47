#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files of the repository read without Foundation, so the fuzz target (Fuzz/run
/// compiles this file with the core, and no Foundation) reads them as the tests do.
package enum RepositoryFile {
    /// The repository root, from this file's path (`Tests/TestSupport/…`): absolute in
    /// the package's build; relative, and so empty, where Fuzz/run names the file from
    /// the root it runs in.
    package static let root: String = {
        let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        return components.dropLast(3).joined(separator: "/")
    }()

    /// The text of `relativePath`, which must exist: the tests cannot run without it.
    package static func text(_ relativePath: String) -> String {
        let path = root.isEmpty ? relativePath : root + "/" + relativePath
        guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += chunk[..<count]
            if count < chunk.count { break }
        }
        if ferror(file) != 0 { fatalError("cannot read \(path)") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
