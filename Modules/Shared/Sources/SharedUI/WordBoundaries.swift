import Synchronization

#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// Word boundaries from ICU's dictionary-based segmenter, so Chinese wraps between phrases, not inside them.
/// 来自 ICU 词典分词器的词边界，使中文在词组之间换行，而不是在词组内部。
enum WordBoundaries {
    #if canImport(_FoundationICU)
        /// One word iterator for the process, opened on first use; ICU iterators are not thread-safe, hence the lock.
        private static let iterator = Mutex<WordIterator?>(nil)
    #endif

    /// The UTF-16 offsets inside `text` where a word starts or ends; nil when no segmenter is available.
    static func utf16Offsets(in text: String) -> Set<Int>? {
        #if canImport(_FoundationICU)
            let units = Array(text.utf16)
            return iterator.withLock { cached -> Set<Int>? in
                if cached == nil { cached = WordIterator() }
                return cached?.boundaries(of: units)
            }
        #else
            return nil
        #endif
    }
}

#if canImport(_FoundationICU)
    /// An open ICU word break iterator for Chinese (its dictionary covers Chinese and Japanese phrases).
    /// 一个为中文打开的 ICU 分词迭代器（其词典覆盖中文与日文词组）。
    private final class WordIterator {
        private let handle: OpaquePointer

        init?() {
            var status = U_ZERO_ERROR
            guard let opened = swift_ubrk_open(UBRK_WORD, "zh", nil, 0, &status), status.rawValue <= 0 else {
                return nil
            }
            handle = opened
        }

        deinit { swift_ubrk_close(handle) }

        /// Every boundary of `units`, the text start and end included; the iterator keeps no pointer into them after.
        func boundaries(of units: [UInt16]) -> Set<Int> {
            units.withUnsafeBufferPointer { buffer in
                var status = U_ZERO_ERROR
                swift_ubrk_setText(handle, buffer.baseAddress, Int32(buffer.count), &status)
                guard status.rawValue <= 0 else { return [] }
                var offsets: Set<Int> = [0]
                var boundary = swift_ubrk_next(handle)
                while boundary != UBRK_DONE {
                    offsets.insert(Int(boundary))
                    boundary = swift_ubrk_next(handle)
                }
                // Leave nothing pointing at `buffer`, which is gone once this returns.
                swift_ubrk_setText(handle, nil, 0, &status)
                return offsets
            }
        }
    }
#endif
