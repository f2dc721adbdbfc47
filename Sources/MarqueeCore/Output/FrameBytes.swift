/// The bytes of frames on their way out: what the encoders write a frame into, and what
/// the shell writes to standard output in one write.
///
/// An encoder appends a handful of short pieces a frame: a field's text, a literal, a
/// style. `Array.append(contentsOf:)` costs about 90 instructions a piece (its
/// uniqueness check, its generic copy, the memcpy call): a fifth of a frame of one
/// viewport, a quarter of one of two template fields. Here an append that fits is a
/// bounds check and a copy.
///
/// The memory belongs to an `Allocation`, which frees it; the pointer, the count and the
/// capacity are this value's own, so an append touches no reference count and checks no
/// uniqueness. A copy writes into the memory it shares with the original until one of
/// them grows into memory of its own: bytes that two copies append overwrite each other,
/// but stay within the memory. Only one copy appends: the shell's, lent to the encoder
/// for a frame (`FrameEncoder.beginFrame`).
package struct FrameBytes {
    private final class Allocation {
        let start: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            start = .allocate(capacity: capacity)
        }

        deinit {
            start.deallocate()
        }
    }

    private var allocation: Allocation
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        allocation = Allocation(capacity: self.capacity)
        start = allocation.start
    }

    /// Trades contents with `other`, field by field: an encoder takes the shell's bytes
    /// for a frame and gives them back (`FrameEncoder.beginFrame`).
    ///
    /// `swap` moved the whole value in 16-byte loads, and the count, just written by an
    /// 8-byte store, cannot be forwarded into a wider load: every frame waited for that
    /// store to reach the cache, 4 ns, a tenth of a frame of one viewport.
    @inline(__always)
    package mutating func exchange(with other: inout FrameBytes) {
        swap(&allocation, &other.allocation)
        swap(&start, &other.start)
        swap(&capacity, &other.capacity)
        swap(&count, &other.count)
    }

    package var isEmpty: Bool {
        count == 0
    }

    /// The bytes from `offset` on; valid until the next change.
    package func bytes(from offset: Int = 0) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start + offset, count: count - offset)
    }

    /// A copy of the bytes from `offset` on.
    package func array(from offset: Int = 0) -> [UInt8] {
        Array(bytes(from: offset))
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { grow(toHold: count + length) }
        let target = UnsafeMutableRawPointer(start + count)
        let from = UnsafeRawPointer(source)
        if length >= 8 && length <= 16 {
            // A short piece (a literal, a narrow field) in two words that may overlap:
            // cheaper than a call to memcpy.
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            target.copyMemory(from: from, byteCount: length)
        }
        count += length
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Removes the bytes from `offset` on.
    package mutating func removeAll(from offset: Int) {
        precondition(offset >= 0 && offset <= count, "FrameBytes: no byte \(offset)")
        count = offset
    }

    package mutating func removeAll() {
        count = 0
    }

    /// More bytes than ever before: they move to memory at least twice as large.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = max(capacity * 2, needed)
        let next = Allocation(capacity: larger)
        next.start.update(from: start, count: count)
        capacity = larger
        allocation = next
        start = next.start
    }
}
