// What the views' accessibility uses: labels and hints, one element for a placeholder run, the
// environment's Reduce Motion and Dynamic Type size (read with `@Environment`), and the
// zero-argument `onChange`. Same format as the other shim files (`.ci/check-swiftui-shim` holds
// each declaration to the `apple:` text recorded under its page).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  // apple: nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
  // unverified: the page of this overload was not among the stored pages (the stored page at this address documents the LocalizedStringResource overload); the text is the one a public copy of Apple's page of the same method, inherited by FamilyActivityPicker (familyactivitypicker/accessibilitylabel(_:)-1ee7a), prints
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  // apple: nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  // unverified: the stored page at this address now documents the LocalizedStringResource overload; the text is the one a public copy of an earlier version of this page printed, and the one its sibling accessibilityHint(_:)-3rdgs prints for a Text hint
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
  // apple: nonisolated func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
  // unverified: the page of this overload was not among the stored pages (its siblings were: -3i2vu takes a LocalizedStringKey, -3rdgs a Text); the text is the one public copies of Apple's pages of the same method, inherited by RealityView (realityview/accessibilityhint(_:)-1kkx6), print
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  // apple: nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  // apple: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  where V: Equatable { self }
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
// apple: struct AccessibilityChildBehavior
public struct AccessibilityChildBehavior {
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  // apple: static let combine: AccessibilityChildBehavior
  // differs: a stored `static let` of a type that is not Sendable (its page lists no conformance) is an error in the Swift 6 language mode; the shim computes it, read-only as the page's `let` is
  public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior() }
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  // apple: static let ignore: AccessibilityChildBehavior
  // differs: computed, as `combine` is (a stored `static let` of a non-Sendable type is an error in Swift 6)
  public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior() }
}

// https://developer.apple.com/documentation/swiftui/environment
// apple: @frozen @propertyWrapper struct Environment<Value>
// conforms: DynamicProperty
// unverified: the page's declaration is copied; its Conforms To list was past the stored excerpt, so `conforms:` is the SDK's inheritance clause (`: DynamicProperty`)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  // apple: init(_ keyPath: KeyPath<EnvironmentValues, Value>)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  // apple: var wrappedValue: Value { get }
  public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
// apple: struct EnvironmentValues
// conforms: CustomStringConvertible
// unverified: the page's declaration is copied; its Conforms To list was past the stored excerpt, so `conforms:` is the SDK's inheritance clause (`: CustomStringConvertible`, not declared here: nothing reads `description`)
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  // apple: var accessibilityReduceMotion: Bool { get }
  public var accessibilityReduceMotion: Bool { false }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  // apple: var dynamicTypeSize: DynamicTypeSize { get set }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/dynamictypesize
// apple: enum DynamicTypeSize
// conforms: Hashable, Comparable, CaseIterable, Sendable
// unverified: the page's declaration and its cases are copied; its Conforms To list was past the stored excerpt, so `conforms:` is the SDK's inheritance clause (`: Hashable, Comparable, CaseIterable, Sendable`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *) public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
  // apple: case xSmall
  case xSmall
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/small
  // apple: case small
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case small
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
  // apple: case medium
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case medium
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/large
  // apple: case large
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case large
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
  // apple: case xLarge
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case xLarge
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
  // apple: case xxLarge
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case xxLarge
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
  // apple: case xxxLarge
  // unverified: the case's page was not among the stored pages; named in the enumeration's Topics, declared as xSmall's page declares it
  case xxxLarge
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
  // apple: case accessibility1
  case accessibility1
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
  // apple: case accessibility2
  case accessibility2
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
  // apple: case accessibility3
  // unverified: the case's page was not among the stored pages (the enumeration's Topics were cut off after xxxLarge); declared as accessibility1's and accessibility2's pages declare theirs, in the SDK's order
  case accessibility3
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
  // apple: case accessibility4
  // unverified: the case's page was not among the stored pages; declared as accessibility1's and accessibility2's pages declare theirs, in the SDK's order
  case accessibility4
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
  // apple: case accessibility5
  // unverified: the case's page was not among the stored pages; declared as accessibility1's and accessibility2's pages declare theirs, in the SDK's order
  case accessibility5
}
