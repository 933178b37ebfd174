import Foundation
import Synchronization
import Testing
import ValidationBasics

/// What every binary's `vitrine validate` shares: ordered parallel work, input kinds, the text
/// line and the path of a sibling binary.
@Suite struct ValidationBasicsTests {
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

    @Test(arguments: [
        ("{\"type\": 1}", true), ("  \n\t[1]", true), ("\u{FEFF}{}", true), ("\r\n{", true),
        ("<!doctype html>", false), ("", false), ("   ", false), ("hello {", false), ("\u{FEFF}<html>", false),
    ])
    func inputKindReadsTheFirstByteThatIsNotBlank(text: String, isJSON: Bool) {
        #expect(InputKind.isJSON(Array(text.utf8)) == isJSON)
    }

    @Test func reportLineNamesPositionOrPath() {
        var text: [UInt8] = []
        ReportLine.append(
            file: "a.html",
            line: 3,
            column: 14,
            path: nil,
            severity: "error",
            message: "ids must be unique",
            rule: "duplicate-id",
            to: &text
        )
        text.append(UInt8(ascii: "\n"))
        ReportLine.append(file: "c.json", line: nil, column: nil, path: "data.btns[0]", severity: "warning", message: "é", rule: "r", to: &text)
        #expect(String(decoding: text, as: UTF8.self) == "a.html:3:14: error: ids must be unique [duplicate-id]\nc.json:data.btns[0]: warning: é [r]")
    }

    @Test func aSiblingIsInTheRunningBinarysFolder() throws {
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let folder = URL(fileURLWithPath: running).deletingLastPathComponent().path
        #expect(Sibling.path(Sibling.full) == folder + "/vitrine-full")
        #expect(Sibling.path(Sibling.check) == folder + "/vitrine-check")
    }
}
