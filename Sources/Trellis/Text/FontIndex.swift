import Foundation

extension FontFile {
    /// What a font library needs to choose a face: its names, slant, weight and width, read
    /// from the `name`, `OS/2` and `head` tables alone.
    struct Summary: Sendable {
        let path: String
        /// The face's index in a collection (0 for a single font).
        let collectionIndex: Int
        let familyName: String?
        let fullName: String?
        let postScriptName: String?
        let isItalic: Bool
        let weightClass: Int
        let widthClass: Int
    }

    /// The faces of the font file at `path` (several for a collection, at most 64), each read as a
    /// ``Summary``: only the tables that name and classify it are read from the (mapped) file.
    static func summaries(ofFileAt path: String) throws -> [Summary] {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
            throw FontError("\(path): cannot read the file")
        }
        // A collection's header lists where each face's table directory lies (anywhere in the
        // file); only the header and that directory are copied out of the mapping.
        let header = ByteReader(bytes: [UInt8](data.prefix(12 + 4 * 64)), source: path)
        return try (0 ..< min(try faceCount(in: data), 64)).map { index in
            let offset = try faceOffset(header, index: index)
            guard offset >= 0, offset + 6 <= data.count else {
                throw FontError("\(path): the table directory of face \(index) lies outside the file")
            }
            let tableCount = Int(data[data.startIndex + offset + 4]) << 8 | Int(data[data.startIndex + offset + 5])
            let directory = ByteReader(bytes: [UInt8](data.prefix(offset + 12 + 16 * tableCount)), source: path)
            let tables = try tableDirectory(directory, at: offset)
            func table(_ tag: String) throws -> ByteReader? {
                guard let range = tables[tag] else { return nil }
                guard range.lowerBound >= 0, range.upperBound <= data.count else {
                    throw FontError("\(path): '\(tag)' table lies outside the file")
                }
                return ByteReader(bytes: [UInt8](data[data.startIndex + range.lowerBound ..< data.startIndex + range.upperBound]), source: path)
            }
            guard let head = try table("head") else { throw FontError("\(path): no 'head' table") }
            let macStyle = try head.u16(44)
            var weight = macStyle & 1 != 0 ? 700 : 400, width = 5, italic = macStyle & 2 != 0
            if let os2 = try table("OS/2") {
                weight = Int(try os2.u16(4))
                width = Int(try os2.u16(6))
                let selection = try os2.u16(62)
                italic = italic || selection & 0x201 != 0
            }
            let names = try table("name").map { (try? readNames($0, 0 ..< $0.count)) ?? [:] } ?? [:]
            return Summary(
                path: path, collectionIndex: index, familyName: names[16] ?? names[1], fullName: names[4],
                postScriptName: names[6], isItalic: italic, weightClass: weight, widthClass: width)
        }
    }
}
