/* The floor of any libgit2 tool: the least libgit2 work behind each measured uistate command,
 * with nothing else (no argument parsing, no archive decoding). Built and run by
 * `uistate-benchmarks startup`; not part of uistate.
 *
 *   floor diff <repo>    git_libgit2_init, open, revparse HEAD~1 and HEAD, diff tree to tree, stats
 *   floor log <repo>     git_libgit2_init, open, walk 20 commits from HEAD, print id and summary
 *   floor show <repo>    git_libgit2_init, open, HEAD and its parent, diff tree to tree, stats
 *   floor status <repo>  git_libgit2_init, open, HEAD's tree, walk every entry
 *   floor commit <repo> <folder>
 *                        git_libgit2_init, open, one blob per file and one tree per folder of
 *                        <folder> (the snapshot's canonical files, written out by the benchmark),
 *                        a commit of that tree on HEAD: what `uistate commit` must write, as loose
 *                        objects the way libgit2 writes them, with nothing parsed or rendered
 */
#include <git2.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
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

static int write_folder(git_oid *id, git_repository *repo, const char *folder) {
    git_treebuilder *builder = NULL;
    DIR *dir = opendir(folder);
    struct dirent *entry;
    if (!dir) { fprintf(stderr, "floor: cannot open %s\n", folder); return 1; }
    if (git_treebuilder_new(&builder, repo, NULL) < 0) return fail("tree");
    while ((entry = readdir(dir)) != NULL) {
        char path[4096];
        git_oid child;
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        if (entry->d_type == DT_DIR) {
            if (write_folder(&child, repo, path)) return 1;
            if (git_treebuilder_insert(NULL, builder, entry->d_name, &child, GIT_FILEMODE_TREE) < 0) return fail("tree entry");
        } else {
            FILE *file = fopen(path, "rb");
            char *bytes;
            long size;
            if (!file) { fprintf(stderr, "floor: cannot read %s\n", path); return 1; }
            fseek(file, 0, SEEK_END);
            size = ftell(file);
            rewind(file);
            bytes = malloc(size ? size : 1);
            if (fread(bytes, 1, size, file) != (size_t)size) { fprintf(stderr, "floor: short read %s\n", path); return 1; }
            fclose(file);
            if (git_blob_create_from_buffer(&child, repo, bytes, size) < 0) return fail("blob");
            free(bytes);
            if (git_treebuilder_insert(NULL, builder, entry->d_name, &child, GIT_FILEMODE_BLOB) < 0) return fail("tree entry");
        }
    }
    closedir(dir);
    if (git_treebuilder_write(id, builder) < 0) return fail("write tree");
    git_treebuilder_free(builder);
    return 0;
}

static int commit_folder(git_repository *repo, const char *folder) {
    git_oid tree_id, commit_id;
    git_tree *tree = NULL;
    git_signature *signature = NULL;
    if (write_folder(&tree_id, repo, folder)) return 1;
    if (git_tree_lookup(&tree, repo, &tree_id) < 0) return fail("tree");
    if (git_signature_new(&signature, "floor", "floor@example.invalid", 1700000000, 0) < 0) return fail("signature");
    if (git_commit_create(&commit_id, repo, "HEAD", signature, signature, NULL, "floor", tree, 0, NULL) < 0) return fail("commit");
    git_signature_free(signature);
    git_tree_free(tree);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "commit") == 0) {
        git_repository *repo = NULL;
        int status;
        git_libgit2_init();
        if (git_repository_open(&repo, argv[2]) < 0) return fail("open");
        status = commit_folder(repo, argv[3]);
        git_repository_free(repo);
        git_libgit2_shutdown();
        return status;
    }
    if (argc != 3) { fprintf(stderr, "usage: floor diff|log|show|status <repo> | floor commit <repo> <folder>\n"); return 64; }
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
