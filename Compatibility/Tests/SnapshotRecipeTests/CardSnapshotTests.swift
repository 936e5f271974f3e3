import SnapshotTesting
import SwiftUI
import Testing

@Test func card() { assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13Pro))) }
