import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import TrellisRender

/// swift-snapshot-testing's workflow with the image strategy: the first run records the
/// reference, the next compare with it, and a change fails with a difference image
/// (https://github.com/pointfreeco/swift-snapshot-testing, README, "Usage"). Each test records
/// into a folder of its own in the temporary folder.
@Suite("Image snapshots of views")
struct ImageStrategiesTests {
    /// A new, empty folder for one test's references.
    static func folder() -> String {
        NSTemporaryDirectory() + "TrellisSnapshotTests-" + UUID().uuidString
    }

    @Test("the first run records the reference image and says so")
    func firstRunRecords() throws {
        let folder = Self.folder()
        let message = verifySnapshot(of: MyView(), as: .image, named: "card", snapshotDirectory: folder, timeout: 120)
        #expect(message?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/firstRunRecords.card.trellis.png"))
        let pixels = try PixelBuffer(png: data)
        #expect(pixels.width == 200 && pixels.height == 152)
    }

    @Test("the run after recording passes")
    func secondRunPasses() {
        let folder = Self.folder()
        _ = verifySnapshot(of: MyView(), as: .image, named: "card", snapshotDirectory: folder, timeout: 120)
        #expect(verifySnapshot(of: MyView(), as: .image, named: "card", snapshotDirectory: folder, timeout: 120) == nil)
    }

    @Test("a one-point change fails, naming a difference image that marks the moved pixels")
    func onePointChangeFails() throws {
        let folder = Self.folder()
        let layout = SwiftUISnapshotLayout.device(config: .iPhone13Pro)
        _ = verifySnapshot(of: MyView(), as: .image(layout: layout), named: "card", snapshotDirectory: folder, timeout: 120)
        let message = try #require(verifySnapshot(of: MyView(offset: 1), as: .image(layout: layout), named: "card", snapshotDirectory: folder, timeout: 120))
        #expect(message.contains("Snapshot \"card\" does not match reference."))
        #expect(message.contains("of the pixels differ"))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
        let difference = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: String(line.dropFirst("Difference image: ".count)))))
        #expect(difference.width == 390 && difference.height == 844)
        let red = (0..<difference.height).contains { y in (0..<difference.width).contains { x in difference[x: x, y: y].green == 0 && difference[x: x, y: y].red == 255 } }
        #expect(red)
    }

    @Test("a main-actor test snapshots on the main thread without waiting for itself")
    @MainActor
    func mainActorTest() {
        // A snapshot that waited for its own thread would time out; the bound is generous so
        // that a busy machine's slow drawing is not mistaken for it.
        let folder = Self.folder()
        _ = verifySnapshot(of: MyView(), as: .image, named: "card", snapshotDirectory: folder, timeout: 120)
        #expect(verifySnapshot(of: MyView(), as: .image, named: "card", snapshotDirectory: folder, timeout: 120) == nil)
    }

    @Test("a fixed layout draws the container's size with the view centred")
    func fixedLayout() throws {
        let folder = Self.folder()
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image(layout: .fixed(width: 30, height: 20)), named: "box", snapshotDirectory: folder, timeout: 120)
        let pixels = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: folder + "/fixedLayout.box.trellis.png")))
        #expect(pixels.width == 30 && pixels.height == 20)
        #expect(pixels[x: 15, y: 10] == (255, 59, 48, 255) && pixels[x: 2, y: 10] == (255, 255, 255, 255))
    }

    @Test("a device draws its screen, the view inside the safe area")
    func deviceSafeArea() throws {
        let folder = Self.folder()
        _ = verifySnapshot(of: Color.red, as: .image(layout: .device(config: .iPhoneX)), named: "screen", snapshotDirectory: folder, timeout: 120)
        let pixels = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: folder + "/deviceSafeArea.screen.trellis.png")))
        #expect(pixels.width == 375 && pixels.height == 812)
        #expect(pixels[x: 100, y: 43] == (255, 255, 255, 255) && pixels[x: 100, y: 44] == (255, 59, 48, 255))
        #expect(pixels[x: 100, y: 812 - 35] == (255, 59, 48, 255) && pixels[x: 100, y: 812 - 34] == (255, 255, 255, 255))
    }

    @Test("a display scale draws that many pixels per point")
    func displayScale() throws {
        let folder = Self.folder()
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 4), as: .image(traits: UITraitCollection(displayScale: 3)), named: "box", snapshotDirectory: folder, timeout: 120)
        let pixels = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: folder + "/displayScale.box.trellis.png")))
        #expect(pixels.width == 30 && pixels.height == 12)
    }

    @Test("the dark appearance draws dark colours on black")
    func darkAppearance() throws {
        let folder = Self.folder()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image(layout: .fixed(width: 20, height: 20), traits: dark), named: "box", snapshotDirectory: folder, timeout: 120)
        let pixels = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: folder + "/darkAppearance.box.trellis.png")))
        #expect(pixels[x: 1, y: 1] == (0, 0, 0, 255))
        #expect(pixels[x: 10, y: 10] == (255, 69, 58, 255))
    }

    @Test("a container that is not finite and positive draws the repaired layout, at least one pixel")
    func badContainerSize() throws {
        let folder = Self.folder()
        let message = verifySnapshot(
            of: Color.red.frame(width: 10, height: 10), as: .image(layout: .fixed(width: .nan, height: -5)), named: "box", snapshotDirectory: folder, timeout: 120)
        #expect(message?.contains("Automatically recorded snapshot") == true)
        let pixels = try PixelBuffer(png: Data(contentsOf: URL(fileURLWithPath: folder + "/badContainerSize.box.trellis.png")))
        #expect(pixels.width >= 1 && pixels.height >= 1)
    }
}
