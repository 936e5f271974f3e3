/// The name by which the program `trellis preview` writes finds a `#Preview`: every expansion
/// declares a function of one base name, `__trellisPreview`, whose one argument label says where
/// the macro was written. `PreviewScanner` (TrellisPreview) spells the same label for the
/// `#Preview`s it finds, so the two must agree (a test checks they do).
public enum PreviewLocator {
    /// The base name of every locator function.
    public static let functionName = "__trellisPreview"

    /// The label for a `#Preview` at `line` and `column` (from 1; the column counts UTF-8 bytes,
    /// as the compiler does) of the file `fileName` (its last path component): `file_`, then the
    /// name with every byte but an ASCII letter or digit written `_` and two hex digits, then
    /// `_line`, the line, `_column`, the column. No two places give the same label.
    public static func label(fileName: String, line: Int, column: Int) -> String {
        var label = "file_"
        for byte in fileName.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                label.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                label.unicodeScalars.append("_")
                label.unicodeScalars.append(hex[Int(byte >> 4)])
                label.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return label + "_line\(line)_column\(column)"
    }
}
