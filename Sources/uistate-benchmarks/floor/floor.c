/* The floor of any libgit2 tool: the least libgit2 work behind each measured uistate command,
 * with nothing else (no argument parsing, no archive decoding). Built and run by
 * `uistate-benchmarks startup`; not part of uistate.
 *
 *   floor diff <repo>    git_libgit2_init, open, revparse HEAD~1 and HEAD, diff tree to tree, stats
 *   floor log <repo>     git_libgit2_init, open, walk 20 commits from HEAD, print id and summary
 *   floor show <repo>    git_libgit2_init, open, HEAD and its parent, diff tree to tree, stats
 *   floor status <repo>  git_libgit2_init, open, HEAD's tree, walk every entry
 */
#include <git2.h>
#include <stdio.h>
#include <string.h>

static int fail(const char *what) {
    const git_error *error = git_error_last();
    fprintf(stderr, "floor: %s: %s\n", what, error ? error->message : "unknown error");
    return 1;
}

static int diff_stats(git_repository *repo, git_tree *old_tree, git_tree *new_tree) {
    git_diff *diff = NULL;
    git_diff_stats *stats = NULL;
    git_buf buf = GIT_BUF_INIT;
    if (git_diff_tree_to_tree(&diff, repo, old_tree, new_tree, NULL) < 0) return fail("diff");
    if (git_diff_get_stats(&stats, diff) < 0) return fail("stats");
    if (git_diff_stats_to_buf(&buf, stats, GIT_DIFF_STATS_FULL, 80) < 0) return fail("stats text");
    fputs(buf.ptr, stdout);
    git_buf_dispose(&buf);
    git_diff_stats_free(stats);
    git_diff_free(diff);
    return 0;
}

static int tree_of(git_tree **tree, git_repository *repo, const char *spec) {
    git_object *object = NULL;
    if (git_revparse_single(&object, repo, spec) < 0) return fail(spec);
    *tree = (git_tree *)object;
    return 0;
}

static int count_entry(const char *root, const git_tree_entry *entry, void *payload) {
    (void)root; (void)entry;
    ++*(size_t *)payload;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: floor diff|log|show|status <repo>\n"); return 64; }
    const char *mode = argv[1];
    git_repository *repo = NULL;
    int status = 0;
    git_libgit2_init();
    if (git_repository_open(&repo, argv[2]) < 0) return fail("open");
    if (strcmp(mode, "diff") == 0 || strcmp(mode, "show") == 0) {
        git_tree *old_tree = NULL, *new_tree = NULL;
        if (tree_of(&old_tree, repo, "HEAD~1^{tree}") || tree_of(&new_tree, repo, "HEAD^{tree}")) return 1;
        status = diff_stats(repo, old_tree, new_tree);
        git_tree_free(old_tree);
        git_tree_free(new_tree);
    } else if (strcmp(mode, "log") == 0) {
        git_revwalk *walk = NULL;
        git_oid id;
        if (git_revwalk_new(&walk, repo) < 0 || git_revwalk_push_head(walk) < 0) return fail("walk");
        for (int n = 0; n < 20 && git_revwalk_next(&id, walk) == 0; n++) {
            git_commit *commit = NULL;
            char hex[8];
            if (git_commit_lookup(&commit, repo, &id) < 0) return fail("commit");
            git_oid_tostr(hex, sizeof hex, &id);
            printf("%s %s\n", hex, git_commit_summary(commit));
            git_commit_free(commit);
        }
        git_revwalk_free(walk);
    } else if (strcmp(mode, "status") == 0) {
        git_tree *tree = NULL;
        size_t entries = 0;
        if (tree_of(&tree, repo, "HEAD^{tree}")) return 1;
        if (git_tree_walk(tree, GIT_TREEWALK_PRE, count_entry, &entries) < 0) return fail("walk");
        printf("%zu entries\n", entries);
        git_tree_free(tree);
    } else {
        fprintf(stderr, "floor: unknown mode %s\n", mode);
        return 64;
    }
    git_repository_free(repo);
    git_libgit2_shutdown();
    return status;
}
