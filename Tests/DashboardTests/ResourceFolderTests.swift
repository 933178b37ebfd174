import Dashboard
import Foundation
import Testing

/// `vitrine serve` finds its templates and static files from any working directory.
@Suite struct ResourceFolderTests {
    @Test func aFolderIsFoundBesideOrAboveTheExecutable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent(".build/x86_64/release")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Templates-probe"), withIntermediateDirectories: true)
        let executable = bin.appendingPathComponent("vitrine")
        #expect(ResourceFolder.locate("Templates-probe", executable: executable) == root.appendingPathComponent("Templates-probe").path)
        // Not found anywhere: as given, so the error names it.
        #expect(ResourceFolder.locate("No-such-folder", executable: executable) == "No-such-folder")
        // Absolute: as given.
        #expect(ResourceFolder.locate("/absolute/Templates", executable: executable) == "/absolute/Templates")
    }
}
