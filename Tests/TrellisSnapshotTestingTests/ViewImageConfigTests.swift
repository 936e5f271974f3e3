import SnapshotTesting
import SwiftUI
import Testing

/// The devices as swift-snapshot-testing declares them on iOS
/// (`Sources/SnapshotTesting/Common/View.swift`, `ViewImageConfig`, 1.19.7): sizes, safe areas
/// and size classes.
@Suite("Devices")
struct ViewImageConfigTests {
    @Test("iPhone 13 Pro is 390 × 844 with 47 above and 34 below in portrait")
    func iPhone13ProPortrait() {
        let config = ViewImageConfig.iPhone13Pro
        #expect(config.size == CGSize(width: 390, height: 844))
        #expect(config.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(config.traits.horizontalSizeClass == .compact && config.traits.verticalSizeClass == .regular)
        #expect(config.traits.preferredContentSizeCategory == .medium)
    }

    @Test("a phone in landscape swaps its sides, moves its safe area to the sides and has a compact height")
    func phoneLandscape() {
        let config = ViewImageConfig.iPhone13Mini(.landscape)
        #expect(config.size == CGSize(width: 812, height: 375))
        #expect(config.safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(config.traits.horizontalSizeClass == .compact && config.traits.verticalSizeClass == .compact)
    }

    @Test("the larger phones have a regular width in landscape")
    func largePhoneLandscape() {
        for config in [ViewImageConfig.iPhone8Plus(.landscape), .iPhoneXsMax(.landscape), .iPhoneXr(.landscape), .iPhone12ProMax(.landscape), .iPhone13ProMax(.landscape)] {
            #expect(config.traits.horizontalSizeClass == .regular)
        }
        for config in [ViewImageConfig.iPhoneSe(.landscape), .iPhone8(.landscape), .iPhoneX(.landscape), .iPhone12(.landscape), .iPhone13(.landscape)] {
            #expect(config.traits.horizontalSizeClass == .compact)
        }
    }

    @Test("each phone has its screen's size")
    func phoneSizes() {
        let sizes: [(ViewImageConfig, CGFloat, CGFloat)] = [
            (.iPhoneSe, 320, 568), (.iPhone8, 375, 667), (.iPhone8Plus, 414, 736), (.iPhoneX, 375, 812), (.iPhoneXsMax, 414, 896),
            (.iPhoneXr, 414, 896), (.iPhone12, 390, 844), (.iPhone12Pro, 390, 844), (.iPhone12ProMax, 428, 926), (.iPhone13, 390, 844),
            (.iPhone13Mini, 375, 812), (.iPhone13Pro, 390, 844), (.iPhone13ProMax, 428, 926),
        ]
        for (config, width, height) in sizes { #expect(config.size == CGSize(width: width, height: height)) }
    }

    @Test("an iPad is in landscape by default, regular both ways")
    func iPadDefault() {
        let config = ViewImageConfig.iPadPro11
        #expect(config.size == CGSize(width: 1194, height: 834))
        #expect(config.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(config.traits.horizontalSizeClass == .regular && config.traits.verticalSizeClass == .regular)
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadPro12_9(.portrait).size == CGSize(width: 1024, height: 1366))
    }

    @Test("an iPad split narrower than 678 points has a compact width")
    func iPadSplits() {
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds)).size == CGSize(width: 639, height: 1366))
        #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass == .compact)
    }
}
