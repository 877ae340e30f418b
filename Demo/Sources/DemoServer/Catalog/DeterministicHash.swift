/// SplitMix64: a fixed, fast mixing function, so catalogs and faults are the same on every run.
enum DeterministicHash {
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func mix(_ value: Int, salt: UInt64 = 0) -> UInt64 {
    mix(UInt64(bitPattern: Int64(value)) ^ mix(salt))
  }
}
