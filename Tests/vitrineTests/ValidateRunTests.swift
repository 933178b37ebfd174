import ArgumentParser
import Testing

@testable import VitrineCLI

/// `vitrine-check`'s path past the argument parser: it is taken only for plain file operands,
/// and then it runs what the parser would have made of them.
@Suite struct ValidateRunTests {
    @Test(arguments: [["a.html"], ["a.html", "b.json", "dir/c.html"], ["help"], ["validate"], ["a b.html"]])
    func plainOperandsRunAsTheParserReadsThem(arguments: [String]) throws {
        let plain = try #require(ValidateRun.plain(arguments[...]))
        let parsed = try ValidateOptions.parse(arguments)
        #expect(plain == parsed.run)
        #expect(plain.files == arguments)
        #expect(!parsed.needsFullBinary)
    }

    @Test(arguments: [
        [], ["-"], ["--"], ["a.html", ""], ["--help"], ["-h"], ["a.html", "--format", "json"], ["--jobs=1", "a.html"],
        ["a.html", "--layout"], ["a.html", "-x"],
    ])
    func anythingElseGoesToTheParser(arguments: [String]) {
        #expect(ValidateRun.plain(arguments[...]) == nil)
    }

    @Test func theDefaultsAreTheOptionsDefaults() throws {
        let parsed = try ValidateOptions.parse(["--format", "text", "--fail-on", "error", "a.html"])
        #expect(parsed.run == ValidateRun(files: ["a.html"]))
        #expect(ValidateRun.defaults.jobs == nil)
    }
}
