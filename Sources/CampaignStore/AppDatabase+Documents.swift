extension AppDatabase {
    /// The read cache's generation now. Take it before the reads a document is made from, and
    /// hand it back to `keepDocument`: a write in between (which empties the cache) is then
    /// never hidden by a document made from what was read before it.
    public var readGeneration: Int { cache.generation }

    /// The document kept under `key`, if nothing was written since it was made: a write through
    /// this facade, or a commit by another process (noticed as the read cache notices it, by the
    /// database files' size and time), empties every kept document with the rest of the cache.
    public func cachedDocument(_ key: some Hashable & Sendable) -> [UInt8]? {
        cache.document(ReadCache.DocumentKey(key))
    }

    /// Keeps `document` under `key`. Only for a document that depends on nothing but what was read
    /// from this store at `generation` and on the key itself (no clock, no other input): it is
    /// served until the next write. Bounded in count and bytes; a large one is never kept.
    public func keepDocument(_ document: [UInt8], for key: some Hashable & Sendable, readAt generation: Int) {
        cache.store(document: document, key: ReadCache.DocumentKey(key), readAt: generation)
    }
}
