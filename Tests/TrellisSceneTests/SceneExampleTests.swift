import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// The example scenes in Scenes/ at the repository's root.
@Suite("Example scenes")
@MainActor
struct SceneExampleTests {
    nonisolated static let folder = Repository.scenes

    nonisolated static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    /// The custom layouts the examples name: TrellisGallery's, which the `trellis` command
    /// registers too.
    static let layouts = GalleryLayouts.byName

    @Test("there are example scenes")
    func examplesExist() {
        #expect(Self.files.count >= 3)
    }

    @Test("every example scene reads and lays out without diagnostics", arguments: files)
    func example(_ file: String) throws {
        let scene = try SceneFile(contentsOf: Self.folder.appendingPathComponent(file), layouts: Self.layouts)
        let result = scene.layout(fonts: .testFont)
        #expect(result.diagnostics.isEmpty, "\(result)")
        #expect(result.elements.contains { $0.id != nil }, "an example marks views with ids")
    }

    @Test("profile-card.json lays out as the same card written in Swift")
    func profileCard() throws {
        let scene = try SceneFile(contentsOf: Self.folder.appendingPathComponent("profile-card.json"), layouts: Self.layouts)
        let proposal = ProposedViewSize(width: 390, height: 844)
        #expect(scene.proposal == proposal)
        let decoded = scene.layout(fonts: .testFont)
        let written = DemoProfileCard().layout(in: proposal, fonts: .testFont)
        #expect(decoded.elements.map(\.exactFrame) == written.elements.map(\.exactFrame))
        #expect(decoded.elements.map(\.id) == written.elements.map(\.id))
        #expect(decoded.elements.map(\.drawing) == written.elements.map(\.drawing))
        #expect(decoded.size == CGSize(width: 320, height: written.size.height))
    }
}

/// Scenes/profile-card.json written in Swift, with its custom layouts erased as the scene
/// names them.
struct DemoProfileCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle().fill(Color.orange).frame(width: 44, height: 44)
                    .overlay { Circle().strokeBorder(Color.white, lineWidth: 2) }
                    .id("avatar")
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline).id("name")
                    Text("Analyst of engines").font(.subheadline).foregroundStyle(Color.secondary).id("title")
                }
                Spacer()
                Capsule().fill(Color.blue).frame(width: 60, height: 24)
                    .overlay { Text("Follow").font(.caption).bold().foregroundStyle(Color.white) }
                    .id("follow")
            }
            Text("Wrote the first published algorithm for a machine that did not exist yet.")
                .font(.body).lineLimit(2).id("bio")
            AnyLayout(EqualWidthHStack()) {
                RoundedRectangle(cornerRadius: 4).fill(Color(red: 0x58 / 255, green: 0x56 / 255, blue: 0xD6 / 255))
                    .frame(width: 40, height: 20).id("stat-1")
                RoundedRectangle(cornerRadius: 4).fill(Color(red: 0xAF / 255, green: 0x52 / 255, blue: 0xDE / 255))
                    .frame(width: 70, height: 20).id("stat-2")
                RoundedRectangle(cornerRadius: 4).fill(Color(red: 1, green: 0x2D / 255, blue: 0x55 / 255))
                    .frame(width: 55, height: 20).id("stat-3")
            }
            AnyLayout(BasicVStack()) {
                Color.blue.frame(width: 120, height: 8)
                Color.green.frame(width: 80, height: 8)
            }
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: Color.black.opacity(0.15), radius: 8, y: 2)
        .frame(width: 320)
    }
}
