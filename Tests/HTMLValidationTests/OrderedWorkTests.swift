import Foundation
import Synchronization
import Testing

@testable import HTMLValidation

/// Work spread over threads comes back in its input's order, whatever the number of threads.
@Suite struct OrderedWorkTests {
    @Test(arguments: [1, 2, 3, 8, 64])
    func orderedWorkKeepsEveryResultInItsPlace(jobs: Int) {
        let threads = Mutex(Set<UInt>())
        let results = OrderedWork.map(count: 40, jobs: jobs) { index in
            threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
            // Uneven work, so threads take indexes out of order.
            usleep(UInt32((index * 7919) % 5) * 200)
            return index * index
        }
        #expect(results == (0..<40).map { $0 * $0 })
        let used = threads.withLock { $0.count }
        #expect(jobs == 1 ? used == 1 : used >= 1 && used <= jobs)
    }

    @Test func orderedWorkOfNothingIsEmpty() {
        #expect(OrderedWork.map(count: 0, jobs: 4) { $0 }.isEmpty)
    }
}
