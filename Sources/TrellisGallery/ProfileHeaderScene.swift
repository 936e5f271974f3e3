import Foundation
import Trellis

/// A profile header: an avatar image (a PNG drawn by ``AvatarPicture``), a name, labels with
/// symbols, and rows of labeled content.
struct ProfileHeaderScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 14) {
                Image(data: AvatarPicture.png, scale: 2)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 72, height: 72)
                    .clipped()
                    .id("profile.avatar")
                VStack(alignment: .leading, spacing: 4) {
                    Text("Ada Lovelace").font(.title2).bold().id("profile.name")
                    Label("London", systemImage: "location").font(.subheadline).foregroundStyle(Color.secondary)
                        .id("profile.location")
                }
            }
            HStack(spacing: 16) {
                Label("1.2k", systemImage: "person.2").id("profile.followers")
                Label("48", systemImage: "star.fill").foregroundStyle(Color.orange)
                Label("Since 1843", systemImage: "calendar")
            }
            .font(.footnote)
            HStack(spacing: 20) {
                Image(systemName: "envelope").id("profile.message")
                Image(systemName: "phone")
                Image(systemName: "square.and.arrow.up").imageScale(.large)
            }
            .foregroundStyle(Color.blue)
            .labelStyle(.iconOnly)
            VStack(alignment: .leading, spacing: 10) {
                LabeledContent("Email", value: "ada@example.com").id("profile.email")
                LabeledContent("Role", value: "Analyst")
                LabeledContent("Projects") { Label("3", systemImage: "folder") }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}

/// A small avatar picture, made as a PNG file in code (the package ships no image files): a
/// head and shoulders on a teal gradient, 144 × 144 pixels, drawn at 2×.
enum AvatarPicture {
    static let side = 144

    /// The PNG file's bytes.
    static let png: Data = {
        var rows: [UInt8] = []
        rows.reserveCapacity(side * (1 + side * 3))
        let s = Double(side)
        for y in 0..<side {
            rows.append(0)   // filter: none
            for x in 0..<side {
                let (px, py) = (Double(x) / s, Double(y) / s)
                var rgb = (0.19 + 0.2 * py, 0.62 - 0.15 * py, 0.7 - 0.1 * px)
                let head = pow(px - 0.5, 2) + pow(py - 0.4, 2) < 0.035
                let shoulders = pow((px - 0.5) / 0.34, 2) + pow((py - 1.0) / 0.3, 2) < 1
                if head || shoulders { rgb = (0.98, 0.88, 0.78) }
                if shoulders && !head && py > 0.78 { rgb = (0.25, 0.27, 0.45) }
                rows += [rgb.0, rgb.1, rgb.2].map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
            }
        }
        return file(width: side, height: side, rows: rows)
    }()

    /// A PNG of 8-bit RGB pixels: the signature, `IHDR`, one `IDAT` of stored (uncompressed)
    /// deflate blocks, and `IEND`.
    static func file(width: Int, height: Int, rows: [UInt8]) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, rows.count - offset)
            let last: UInt8 = offset + count == rows.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            zlib += rows[offset..<offset + count]
            offset += count
        } while offset < rows.count
        zlib += bigEndian(adler32(rows))
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
