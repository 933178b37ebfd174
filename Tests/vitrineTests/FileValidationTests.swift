import Foundation
import TestSupport
import Testing

@testable import vitrine

/// The report `vitrine validate` prints and its exit status.
@Suite struct FileValidationTests {
    let corpus = ProjectPaths.root.appendingPathComponent("Tests/HTMLValidationTests/Corpus").path

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
        let path = ProjectPaths.root.appendingPathComponent("Tests/Fixtures/").appendingPathComponent("braze/2-braze-dashboard-simple-modal.html")
            .path
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

/// `vitrine validate` on message and campaign JSON, and the CI formats.
@Suite struct MessageFileValidationTests {
    static let message = #"{"type": "MODAL", "header": "{{ x | nope }}", "message": "m", "text_color": 4288256409, "image_url": "https://x/y.png"}"#

    func run(_ text: String, format: FileValidation.Format = .text, failOn: FileValidation.FailOn = .error) -> FileValidation.Outcome {
        FileValidation().run(paths: ["-"], format: format, failOn: failOn, readStandardInput: { Data(text.utf8) })
    }

    @Test func aMessageFileReportsLiquidContrastAndAltWithTheirPaths() {
        let outcome = run(Self.message)
        #expect(
            outcome.output == """
                -:header: error: Liquid, line 1, column 8: unknown filter 'nope' [liquid-error]
                -:text_color: warning: the message text has a contrast of 2.84:1 in the light theme; WCAG asks for 4.5:1 [contrast-text]
                -:image_alt: warning: the image has no image_alt, so screen readers skip it [image-alt-missing]

                """
        )
        #expect(outcome.exitCode == 1)
    }

    @Test func campaignArraysNameEachEnvelopeAndCheckHTMLPayloads() {
        let html = #"<!doctype html><html><head><title>t</title></head><body><p id=\"a\"></p><p id=\"a\"></p></body></html>"#
        let outcome = run(#"[{"id": "c", "type": "inapp", "status": "draft", "data": {"type": "HTML", "message": "\#(html)"}}]"#)
        // The HTML's own line and column, said to be the value's and not the file's.
        #expect(outcome.output.contains("-:$[0].data.message (line 1, column 74 of the value): error: id \"a\" is already used"), "\(outcome.output)")
        #expect(!outcome.output.contains("-:1:"), "\(outcome.output)")
    }

    @Test func aCorruptBrazeActionFailsWithItsPath() {
        let campaign = #"""
            {"id": "c", "trigger_condition": [{"type": "open"}], "data": {"type": "MODAL", "header": "H", "message": "M",
             "btns": [{"id": 0, "text": "Go", "click_action": "URI", "uri": "brazeActions://v1/QUJD"}]}}
            """#
        let outcome = run(campaign)
        #expect(
            outcome.output
                == "-:data.btns[0].uri: error: the Braze Action does not decode: the payload decodes to 3 bytes, an odd number, "
                + "so it is not UTF-16 [braze-action-invalid]\n"
        )
        #expect(outcome.exitCode == 1)
    }

    @Test func badJSONIsAnErrorWithItsLineAndColumn() {
        let outcome = run("{\n  \"type\": \"MODAL\",\n  oops\n}")
        #expect(outcome.output.hasPrefix("-:3:3: error:"), "\(outcome.output)")
        #expect(outcome.output.contains("[wire-invalid]"))
        #expect(outcome.exitCode == 1)
    }

    /// Each decoding error of a message is reported, not only the first the decoder meets; a
    /// button list that is not a list takes nothing else with it.
    @Test func everyDecodingErrorOfAMessageIsReported() {
        let outcome = run(#"{"type": "MODAL", "message": 5, "btns": {}, "header": ["h"]}"#)
        #expect(
            outcome.output
                == "-:header: error: expected a string, got an array [wire-invalid]\n"
                + "-:message: error: expected a string, got the number 5 [wire-invalid]\n"
                + "-:btns: error: expected an array, got an object [wire-invalid]\n",
            "\(outcome.output)"
        )
        #expect(outcome.exitCode == 1)
    }

    @Test func failOnWarningFailsOnContrast() {
        let clean = #"{"type": "MODAL", "message": "m", "text_color": 4288256409}"#
        #expect(run(clean).exitCode == 0)
        #expect(run(clean, failOn: .warning).exitCode == 1)
    }

    @Test func junitHasOneCasePerFileAndFailsAtTheThreshold() {
        let outcome = run(Self.message, format: .junit)
        #expect(outcome.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(outcome.output.contains(#"<testsuites name="vitrine validate" tests="1" failures="1">"#))
        #expect(outcome.output.contains(#"<failure message="1 finding at or above error" type="liquid-error">"#))
        #expect(outcome.output.contains("unknown filter &apos;nope&apos;") || outcome.output.contains("unknown filter 'nope'"))
        #expect(!run(#"{"type": "MODAL", "message": "<b>&"}"#, format: .junit).output.contains("<b>&"))
    }

    @Test func sarifIsVersion2Point1WithRulesAndLocations() throws {
        let outcome = run(Self.message, format: .sarif)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["liquid-error", "contrast-text", "image-alt-missing"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning"])
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.count == 3)
    }

    @Test func anyNumberOfJobsGivesTheSameReportInTheSameOrder() throws {
        let folders = ["Tests/HTMLValidationTests/Corpus", "Tests/Fixtures/braze", "Tests/Fixtures/wire"]
        var paths: [String] = []
        for folder in folders {
            let directory = ProjectPaths.root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".html") || $0.hasSuffix(".json") }
            paths += names.sorted().map { directory.appendingPathComponent($0).path }
        }
        paths.insert(ProjectPaths.root.appendingPathComponent("Tests/no-such-file.html").path, at: 3)
        paths += paths.prefix(5)  // a file twice
        #expect(paths.count > 30)
        let validation = FileValidation()
        for format in [FileValidation.Format.text, .json] {
            let one = validation.run(paths: paths, format: format, jobs: 1)
            #expect(!one.output.isEmpty && one.exitCode == 2)
            for jobs in [2, 4, 64] {
                #expect(validation.run(paths: paths, format: format, jobs: jobs) == one, "--jobs \(jobs), \(format)")
            }
        }
    }
}
