/// Positions in an array of the caller's, found by hash: open addressing with linear
/// probing over a power-of-two table, kept at most half full.
///
/// A plain array of integers, not a `Dictionary`: a dictionary of our own key type has
/// its type built at run time, which cost every start about 185,000 instructions when
/// the style table held two of them, used or not.
///
/// - Complexity: O(1) expected per lookup and insertion; the table grows by doubling.
struct HashIndex: Sendable {
    /// Position + 1 of the element in each slot; 0 is an empty slot.
    private var slots: [UInt32] = []
    private var count = 0

    /// The position of the element with `hash` for which `matches` holds, if any.
    func position(hash: Int, matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if matches(position) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records `position`, an element not yet recorded; `hashOf` gives the hash of any
    /// recorded position, for when the table grows.
    mutating func insert(_ position: Int, hash: Int, hashOf: (Int) -> Int) {
        if (count + 1) * 2 > slots.count {
            let recorded = slots.filter { $0 != 0 }
            slots = [UInt32](repeating: 0, count: max(8, slots.count * 2))
            for entry in recorded { place(entry, hash: hashOf(Int(entry) - 1)) }
        }
        place(UInt32(position + 1), hash: hash)
        count += 1
    }

    private mutating func place(_ entry: UInt32, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}
