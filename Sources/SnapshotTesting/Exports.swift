// TrellisSnapshotTesting: snapshot tests written for iOS with Point-Free's swift-snapshot-testing,
// unchanged on Linux.
//
// Point-Free's `SnapshotTesting` declares its strategies for SwiftUI views (`.image`,
// `.image(layout: .device(config: .iPhone13))`), `ViewImageConfig` and the UIKit types they
// name only on iOS. A test file names none of them itself: it says `import SnapshotTesting` and
// reaches them through implicit members. So this module is named `SnapshotTesting` (the test
// target depends on the `TrellisSnapshotTesting` product instead of, or beside, Point-Free's),
// re-exports Point-Free's module, renamed `PointFreeSnapshotTesting` in Package.swift with
// `moduleAliases`, and adds those declarations for Trellis's views. A name declared here shadows
// the same name from the module it re-exports, so `SwiftUISnapshotLayout` is this module's even
// when Point-Free's was built seeing Trellis's `SwiftUI` module (its `#if canImport(SwiftUI)`
// then declares one without `.device`).
@_exported import PointFreeSnapshotTesting
