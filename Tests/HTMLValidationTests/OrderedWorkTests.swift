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
            // Uneven work (a loop of 0 to 4 × 20,000 steps), so threads take indexes out of order;
            // work rather than a sleep, so the test waits for nothing but the threads.
            var spin = 0
            for step in 0..<(((index * 7919) % 5) * 20_000) { spin &+= step }
            return withExtendedLifetime(spin) { index * index }
        }
        #expect(results == (0..<40).map { $0 * $0 })
        let used = threads.withLock { $0.count }
        #expect(jobs == 1 ? used == 1 : used >= 1 && used <= jobs)
    }

    @Test func orderedWorkOfNothingIsEmpty() {
        #expect(OrderedWork.map(count: 0, jobs: 4) { $0 }.isEmpty)
    }
}
