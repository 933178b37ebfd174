import ArgumentParser
import CampaignServices
import Foundation
import InAppMessaging
import Liquid

/// Reads a command's input file; `-` is standard input.
enum InputFile {
    /// The bytes of `path`, or of standard input for `-`.
    static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
        return data
    }

    /// The UTF-8 text of `path` (or standard input for `-`), every byte kept: CR and CRLF line ends
    /// stay as they are, since Liquid's whitespace control depends on them. Bytes that are not
    /// UTF-8 are an error naming the offset of the first one, not replaced.
    static func text(_ path: String) throws -> String {
        try text(of: read(path), path: path)
    }

    /// `data` read from `path` as UTF-8 text, as `text(_:)` reads it.
    private static func text(of data: Data, path: String) throws -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
        throw CommandFailure("\(path): not UTF-8 text (byte \(offset))")
    }

    /// The campaigns in `path` (or standard input for `-`), with ids from `base` (`base`, then
    /// `base-2`, …): wire JSON (a message, an envelope, an export or an SDK response) when its
    /// first character is `{` or `[`, as `vitrine validate` decides, and otherwise an HTML
    /// document, which becomes one HTML message. Errors name the file.
    static func campaigns(_ path: String, base: String) throws -> [Campaign] {
        let data = try read(path)
        do {
            guard CampaignChecker.isJSON(data) else {
                let message = try InAppMessage(wire: .object(["type": "HTML", "message": .string(try text(of: data, path: path))]))
                return [Campaign(id: base, status: .draft, message: message)]
            }
            var next = 0
            return try CampaignImport.campaigns(from: data) {
                next += 1
                return next == 1 ? base : "\(base)-\(next)"
            }
        } catch let error as WireError {
            throw CommandFailure("\(path): \(error)")
        }
    }

    /// The JSON document in `path` (or standard input for `-`), its syntax errors naming the file.
    static func json(_ path: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(try read(path))
        } catch let error as WireError {
            throw CommandFailure("\(path): \(error)")
        }
    }

    /// The user profile in `path` (a Braze user object; its id defaults to `user`), its errors naming the file.
    static func userProfile(_ path: String) throws -> UserProfile {
        do {
            return try UserProfile(json: try json(path), defaultID: "user")
        } catch let error as WireError {
            throw CommandFailure("\(path): \(error)")
        }
    }
}
