import Foundation

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

    /// Parses a body with the boundary from its `Content-Type`.
    public init(bytes: [UInt8], boundary: String) throws(FormError) {
        let delimiter = Array("--\(boundary)".utf8)
        var fields = FormData()
        var files: [File] = []
        guard var position = Self.find(delimiter, in: bytes, from: 0) else {
            throw FormError.badMultipart("the boundary never appears")
        }
        while true {
            position += delimiter.count
            if bytes.count >= position + 2, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-") { break }
            position = Self.skipLineBreak(bytes, position)
            guard let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: bytes, from: position) else {
                throw FormError.badMultipart("a part has no header end")
            }
            guard let headers = String(validating: bytes[position..<headerEnd], as: UTF8.self) else {
                throw FormError.badMultipart("a part header is not UTF-8")
            }
            let contentStart = headerEnd + 4
            guard let next = Self.find(Array("\r\n".utf8) + delimiter, in: bytes, from: contentStart) else {
                throw FormError.badMultipart("the body ends before its closing boundary")
            }
            let content = Array(bytes[contentStart..<next])
            let disposition = Self.dispositionParameters(headers)
            guard let name = disposition["name"] else { throw FormError.badMultipart("a part has no field name") }
            if let filename = disposition["filename"] {
                if !filename.isEmpty || !content.isEmpty {
                    files.append(File(fieldName: name, filename: filename, bytes: content))
                }
            } else {
                guard let value = String(validating: content, as: UTF8.self) else {
                    throw FormError.badEncoding("text that is not valid UTF-8")
                }
                fields.append(name, value)
            }
            position = next + 2
        }
        self.fields = fields
        self.files = files
    }

    /// The boundary parameter of a `multipart/form-data` content type.
    public static func boundary(contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == "boundary" {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }

    /// `name` and `filename` from a part's `Content-Disposition` header.
    static func dispositionParameters(_ headers: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            for parameter in line.split(separator: ";").dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2 else { continue }
                parameters[pair[0].lowercased()] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return parameters
    }

    static func skipLineBreak(_ bytes: [UInt8], _ position: Int) -> Int {
        var position = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "\r") { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
        return position
    }

    /// The index of the first occurrence of `needle` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        let first = needle[0]
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
