import CampaignServices
import Foundation
import InAppMessaging
import Testing

@testable import vitrine

/// What `vitrine render` reads: a message, an envelope, or the export Export writes.
@Suite struct RenderInputTests {
    static let first = #"{"id": "first", "name": "First", "type": "inapp", "data": {"type": "SLIDEUP", "message": "one"}}"#
    static let second = #"{"id": "second", "name": "Second", "type": "inapp", "data": {"type": "MODAL", "message": "two"}}"#

    private func subject(_ text: String, id: String? = nil) throws -> (title: String, message: InAppMessage) {
        let subject = try RenderInput.subject(from: Data(text.utf8), file: "f.json", id: id)
        return (subject.title, subject.message)
    }

    @Test func anExportOfOneCampaignRendersAsItIs() throws {
        #expect(try subject("[\(Self.first)]").title == "First")
    }

    @Test func aLargerExportNeedsAnIdAndListsThem() throws {
        let export = "[\(Self.first), \(Self.second)]"
        #expect(throws: CommandFailure.self) { try subject(export) }
        do {
            _ = try subject(export)
        } catch {
            #expect("\(error)" == "f.json holds 2 campaigns: pick one with --id (first, second)")
        }
        #expect(try subject(export, id: "second").message.kind == .modal)
        do {
            _ = try subject(export, id: "third")
            Issue.record("an unknown id rendered")
        } catch {
            #expect("\(error)" == #"f.json: no campaign with id "third"; the file holds first, second"#)
        }
    }

    @Test func messagesAndEnvelopesStillRenderAndErrorsNameThePath() throws {
        #expect(try subject(Self.first).title == "First")
        #expect(try subject(#"{"type": "SLIDEUP", "message": "m"}"#).title == "slideup message")
        #expect(throws: CommandFailure.self) { try subject("[]") }
        do {
            _ = try subject(#"[{"id": "x", "type": "inapp", "data": {"type": "MODAL", "message": 3}}]"#)
            Issue.record("a bad envelope rendered")
        } catch {
            #expect("\(error)".contains("[0].data.message"))
        }
    }
}
