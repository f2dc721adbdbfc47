/// A cluster the reference vectors do not cover, so a frame holding it cannot be measured.
package struct UnmeasuredCluster: Error, CustomStringConvertible {
    package let cluster: [Unicode.Scalar]

    package init(cluster: [Unicode.Scalar]) {
        self.cluster = cluster
    }

    package var description: String {
        "no reference width for " + UnicodeTestData.describe(cluster)
    }
}
