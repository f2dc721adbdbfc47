/// A profile's measured clusters, by a 64-bit FNV-1a hash of their code points: sorted
/// keys and their widths, generated as static data, so that nothing is parsed or built
/// when a run first meets a cluster of several scalars (parsing a text table cost a
/// `--once` 28 M instructions under kitty's profile, 34 times a whole start). Only the
/// hash is kept: the generator asserts that no two measured clusters share one, and
/// another cluster hashing onto a measured one has odds of about 10⁻¹⁵ a lookup.
package struct ExceptionTable: Sendable {
    package let keys: [UInt64]
    package let widths: [UInt8]

    package static let empty = ExceptionTable(keys: [], widths: [])

    package init(keys: [UInt64], widths: [UInt8]) {
        precondition(keys.count == widths.count, "a key needs a width")
        self.keys = keys
        self.widths = widths
    }

    package func width(ofKey key: UInt64) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? Int(widths[low]) : nil
    }

    /// FNV-1a over the code points: a key that needs no copy of the cluster.
    package static func key<Values: Sequence>(of values: Values) -> UInt64 where Values.Element == UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in values {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension ExceptionTable {
    /// The width measured for this cluster, if it is an exception.
    @inline(__always)
    package func width<Scalars: Collection>(of scalars: Scalars) -> Int? where Scalars.Element == Unicode.Scalar {
        // Most profiles list none: no key to compute then (it cost a 10 MiB layout under
        // tmux-3.3 13 % more instructions).
        guard !keys.isEmpty else { return nil }
        return width(ofKey: ExceptionTable.key(of: scalars.lazy.map(\.value)))
    }
}
