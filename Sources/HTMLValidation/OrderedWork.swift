import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work on many inputs a few at a time, each result in its input's place.
public enum OrderedWork {
    /// `work(index)` for every index in `0..<count`, on up to `jobs` threads, the calling one
    /// among them. Each thread takes the next index when it finishes one, so inputs of uneven
    /// sizes keep every thread busy; the results come back in index order, the same for any
    /// `jobs`. `FileValidation` checks files with it, `vitrine` HTML documents, and
    /// `HTMLValidator` runs a large document's two passes. Plain threads rather than Dispatch's
    /// pool: under heavy load the pool can leave the caller waiting far longer than the work
    /// takes, and a short command does not pay for starting it.
    public static func map<T: Sendable>(count: Int, jobs: Int, _ work: (Int) -> T) -> [T] {
        let workers = min(max(1, jobs), count)
        guard workers > 1 else { return (0..<count).map(work) }
        return withoutActuallyEscaping(work) { work in
            let queue = Queue(count: count, work: work)
            var threads: [pthread_t] = []
            for _ in 1..<workers {
                let context = Unmanaged<Drainable>.passRetained(queue).toOpaque()
                #if canImport(Glibc)
                var thread = pthread_t()
                #else
                var thread: pthread_t?
                #endif
                let started = pthread_create(
                    &thread,
                    nil,
                    { context in
                        guard let context else { return nil }
                        Unmanaged<Drainable>.fromOpaque(context).takeRetainedValue().drain()
                        return nil
                    },
                    context
                )
                guard started == 0 else {
                    Unmanaged<Drainable>.fromOpaque(context).release()
                    break
                }
                #if canImport(Glibc)
                threads.append(thread)
                #else
                if let thread { threads.append(thread) }
                #endif
            }
            queue.drain()
            for thread in threads { pthread_join(thread, nil) }
            return queue.results
        }
    }

    /// What a worker thread runs (not generic: a C function pointer cannot name `T`).
    private class Drainable: @unchecked Sendable {
        func drain() {}
    }

    /// The next index to take and the results so far.
    ///
    /// Unchecked Sendable: `work` is only called until `map` joins the threads it started, and
    /// the results are written under a lock.
    private final class Queue<T: Sendable>: Drainable, @unchecked Sendable {
        private let count: Int
        private let work: (Int) -> T
        private let next = Atomic(0)
        private let slots: Mutex<[T?]>

        init(count: Int, work: @escaping (Int) -> T) {
            self.count = count
            self.work = work
            slots = Mutex([T?](repeating: nil, count: count))
        }

        /// Takes indexes until none is left.
        override func drain() {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = work(index)
                slots.withLock { $0[index] = result }
            }
        }

        /// Every result, in index order (after every thread has drained).
        var results: [T] { slots.withLock { $0.map { $0! } } }
    }
}
