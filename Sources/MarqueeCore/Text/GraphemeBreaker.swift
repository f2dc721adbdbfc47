/// The standard library's grapheme-cluster break state machine, behind a reference.
///
/// `Unicode._CharacterRecognizer` is not frozen: its size is known only at run time, so
/// every struct that held one inline (the cluster assembler, the text scanner, the layout
/// builder) had its type metadata built at start-up, about a quarter of a start's
/// instructions, and was copied through the runtime's value witnesses. Behind a reference
/// their layouts are fixed. Copy on write keeps the value semantics a struct promises.
struct GraphemeBreaker {
    private final class Storage {
        // Reached through a pointer: a stored `var` of a class is checked for
        // overlapping access at run time, once for each scalar.
        let state: UnsafeMutablePointer<Unicode._CharacterRecognizer>

        init(copying recognizer: Unicode._CharacterRecognizer) {
            state = .allocate(capacity: 1)
            state.initialize(to: recognizer)
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
        }
    }

    private var storage = Storage(copying: Unicode._CharacterRecognizer())

    /// Whether a cluster boundary comes before `scalar`, which then joins the state.
    mutating func hasBreak(before scalar: Unicode.Scalar) -> Bool {
        makeUnique()
        return storage.state.pointee.hasBreak(before: scalar)
    }

    /// Back to the state before any text.
    mutating func reset() {
        makeUnique()
        storage.state.pointee = Unicode._CharacterRecognizer()
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(copying: storage.state.pointee)
        }
    }
}
