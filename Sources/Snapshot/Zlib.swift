import CZlib

/// Thin wrappers over zlib's one-shot compression, checksum and bounded decompression.
enum Zlib {
    /// The CRC-32 of `bytes` (as used by PNG chunks), continuing from `initial`.
    static func crc32(_ bytes: ArraySlice<UInt8>, initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(uLong(initial), buffer.baseAddress, uInt(buffer.count)))
        }
    }

    /// Compresses `bytes` into a zlib stream at `level` (0…9).
    static func deflate(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        guard vitrine_deflateInit(&stream, level) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var input = bytes
        let produced: Int = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                let status = CZlib.deflate(&stream, Z_FINISH)
                return status == Z_STREAM_END ? outputBuffer.count - Int(stream.avail_out) : -1
            }
        }
        return produced < 0 ? [] : Array(output[0..<produced])
    }

    /// Decompresses a zlib stream whose output must be exactly `expectedSize` bytes; throws on corrupt, short or overlong data.
    /// Memory grows with the data actually produced, so a small file claiming a huge image cannot force a huge allocation.
    static func inflate(_ bytes: [UInt8], expectedSize: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard vitrine_inflateInit(&stream) == Z_OK else { throw SnapshotError("PNG: zlib could not be initialised") }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(expectedSize + 1, 4 * 1_024 * 1_024))
        var chunk = [UInt8](repeating: 0, count: 256 * 1_024)
        var input = bytes
        var status = Z_OK
        try input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while status == Z_OK {
                let produced = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkBuffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return chunkBuffer.count - Int(stream.avail_out)
                }
                if produced == 0 && status == Z_OK { status = Z_BUF_ERROR }
                output.append(contentsOf: chunk[0..<produced])
                if output.count > expectedSize {
                    throw SnapshotError("PNG: image data is larger than the header's size allows")
                }
            }
        }
        switch status {
        case Z_STREAM_END, Z_BUF_ERROR:
            break
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw SnapshotError("PNG: corrupt image data (zlib: \(message))")
        }
        if output.count < expectedSize {
            throw SnapshotError("PNG: image data is truncated (\(output.count) of \(expectedSize) bytes)")
        }
        return output
    }
}
