// Accessibility: the UIAccessibility informal protocol's basic properties, which UIKit declares on
// NSObject (a placeholder cell is one element with a label), and Reduce Motion. Same format as
// UIKit.swift.

// NSObject is Linux Foundation's class, so the properties are an extension with stub accessors:
// they type-check reads and writes (with their isolation), but a subclass cannot `override` them
// here as it can on Apple's platforms, where they are Objective-C properties of the category.
extension NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  // apple: @MainActor var isAccessibilityElement: Bool { get set }
  // unverified: the page was not among the stored pages; written as its stored siblings on NSObject (accessibilityLanguage, accessibilityNavigationStyle) declare theirs, `@MainActor var … { get set }`, and as a public copy of the UIAccessibility collection page (uikit/uiaccessibility-protocol) lists it under Supporting basic accessibility
  @MainActor public var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  // apple: @MainActor var accessibilityLabel: String? { get set }
  // unverified: the page was not among the stored pages; written as its stored siblings on NSObject declare theirs and as the UIAccessibility topic list lists it
  @MainActor public var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
  // apple: @MainActor var accessibilityHint: String? { get set }
  // unverified: the page was not among the stored pages; written as its stored siblings on NSObject declare theirs and as the UIAccessibility topic list lists it
  @MainActor public var accessibilityHint: String? {
    get { nil }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
// apple: struct UIAccessibility
public struct UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  // apple: @MainActor static var isReduceMotionEnabled: Bool { get }
  @MainActor public static var isReduceMotionEnabled: Bool { false }
}
