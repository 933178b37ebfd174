import Foundation
import Testing

@testable import vitrine

/// The report `vitrine validate` prints and its exit status.
@Suite struct FileValidationTests {
    let corpus = projectRoot.appendingPathComponent("Tests/HTMLValidationTests/Corpus").path

    @Test func textReportNamesFileLineColumnSeverityMessageAndRule() {
        let outcome = FileValidation().run(paths: ["\(corpus)/stray-end-tag.html"], format: .text)
        #expect(
            outcome.output == """
                \(corpus)/stray-end-tag.html:10:15: warning: </section> has no matching open <section>; \
                browsers ignore it [stray-end-tag]\n
                """
        )
        #expect(outcome.exitCode == 0)
    }

    @Test func jsonReportIsAnArrayOfObjects() throws {
        let outcome = FileValidation().run(paths: ["\(corpus)/duplicate-id.html"], format: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["file"] as? String == "\(corpus)/duplicate-id.html")
        #expect(array.first?["line"] as? Int == 10)
        #expect(array.first?["column"] as? Int == 16)
        #expect(array.first?["severity"] as? String == "error")
        #expect(array.first?["rule"] as? String == "duplicate-id")
        #expect(outcome.exitCode == 1)
    }

    @Test func emptyJSONReportIsAnEmptyArray() throws {
        let path = projectRoot.appendingPathComponent("Tests/Fixtures/").appendingPathComponent("braze/2-braze-dashboard-simple-modal.html").path
        let outcome = FileValidation().run(paths: [path], format: .json)
        #expect(outcome.output == "[]\n")
        #expect(outcome.exitCode == 0)
    }

    @Test func unreadableFileExitsWithTwo() {
        let outcome = FileValidation().run(paths: ["\(corpus)/no-such-file.html", "\(corpus)/no-close.html"], format: .text)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errors.contains("no-such-file.html: cannot read file"))
        #expect(outcome.output.contains("[no-close]"))
    }

    @Test func jsonNamesAreEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine \"quoted\" \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a\\b.html")
        try FileManager.default.copyItem(atPath: "\(corpus)/duplicate-id.html", toPath: file.path)
        let outcome = FileValidation().run(paths: [file.path], format: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(array.first?["file"] as? String == file.path)
    }
}

/// The folder holding `Package.swift`.
let projectRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}()
