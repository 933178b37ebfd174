import Foundation
import MultipartKit
import NIOCore
import NIOHTTP1

/// A `multipart/form-data` body: text fields plus uploaded files.
public struct MultipartForm: Sendable {
    /// An uploaded file.
    public struct File: Sendable, Hashable {
        /// The form field's name.
        public var fieldName: String
        /// The file name the browser sent.
        public var filename: String
        /// The bytes.
        public var bytes: [UInt8]
    }

    /// The text fields, in order.
    public var fields: FormData
    /// The uploaded files, in order.
    public var files: [File]

    /// Wraps fields and files that are already parsed.
    public init(fields: FormData, files: [File]) {
        self.fields = fields
        self.files = files
    }

    /// Parses a body with the boundary from its `Content-Type`, through multipart-kit's parser
    /// (one linear pass). The boundary must be 1–70 characters (RFC 2046).
    public init(bytes: [UInt8], boundary: String) throws(FormError) {
        guard (1...70).contains(boundary.utf8.count) else {
            throw FormError.badMultipart("the boundary must be 1 to 70 characters long")
        }
        var parts: [(headers: HTTPHeaders, body: [UInt8])] = []
        var headers = HTTPHeaders()
        var body: [UInt8] = []
        var partOpen = false
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in
            headers.add(name: name, value: value)
            partOpen = true
        }
        parser.onBody = { chunk in
            body.append(contentsOf: chunk.readableBytesView)
            partOpen = true
        }
        parser.onPartComplete = {
            parts.append((headers, body))
            headers = HTTPHeaders()
            body = []
            partOpen = false
        }
        do {
            try parser.execute(bytes)
        } catch {
            throw FormError.badMultipart("a part does not follow the boundary's syntax")
        }
        guard !partOpen, Self.endsWithClosingDelimiter(bytes, boundary: boundary) else {
            throw FormError.badMultipart("the body ends before its closing boundary")
        }
        var fields = FormData()
        var files: [File] = []
        for part in parts {
            let disposition = HeaderParameters.parse(part.headers.first(name: "Content-Disposition") ?? "")
            guard let name = disposition["name"] else { throw FormError.badMultipart("a part has no field name") }
            if let filename = disposition["filename"] {
                if !filename.isEmpty || !part.body.isEmpty {
                    files.append(File(fieldName: name, filename: filename, bytes: part.body))
                }
            } else {
                guard let value = String(validating: part.body, as: UTF8.self) else {
                    throw FormError.badEncoding("text that is not valid UTF-8")
                }
                fields.append(name, value)
            }
        }
        self.fields = fields
        self.files = files
    }

    /// The boundary parameter of a `multipart/form-data` content type.
    public static func boundary(contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        return HeaderParameters.parse(contentType)["boundary"]
    }

    /// Whether the body's last delimiter is the closing one (`--boundary--`, then only line breaks or spaces).
    private static func endsWithClosingDelimiter(_ bytes: [UInt8], boundary: String) -> Bool {
        var end = bytes.count
        while end > 0, [0x0D, 0x0A, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        let closing = Array("--\(boundary)--".utf8)
        return end >= closing.count && bytes[(end - closing.count)..<end].elementsEqual(closing)
    }
}
