<?php
/**
 * Plugin Name:       Site Connector
 * Description:       Tells the public website what changed (posts, Commons media, events, categories, authors, featured images) through its revalidation webhook, and points Preview at the site's own preview.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       site-connector
 *
 * @package SiteConnector
 */

/*
 * This program is free software; you can redistribute it and/or modify it under the terms of the GNU
 * General Public License as published by the Free Software Foundation; either version 2 of the License,
 * or (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even
 * the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General
 * Public License for more details.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const SITE_CONNECTOR_TYPES = array( 'post', 'app_media', 'app_event' );
/** Seconds one delivery may take: the editor's save must not wait for the site. */
const SITE_CONNECTOR_TIMEOUT = 2;
/** Seconds of deliveries one request may spend before the rest is left to WP-Cron. */
const SITE_CONNECTOR_REQUEST_BUDGET = 3;
/** Waits before each retry of a failed delivery; after the last one it is given up. */
const SITE_CONNECTOR_RETRY_DELAYS = array( 60, 300, 900, 3600, 10800, 21600 );
const SITE_CONNECTOR_LOG_SIZE = 20;
/** The webhook accepts at most 200 ids in one notice (and 4 KB); larger changes are split. */
const SITE_CONNECTOR_IDS_PER_NOTICE = 100;
const SITE_CONNECTOR_MAX_CATEGORIES = 100;
const SITE_CONNECTOR_PREVIEW_TTL = 600;
/** "Refresh the whole site now" runs at most once in this many seconds, site-wide. */
const SITE_CONNECTOR_REFRESH_INTERVAL = 60;
/**
 * Seconds a save may spend handing its notices to WordPress's own background request (see
 * site_connector_flush()); the request is not waited for.
 */
const SITE_CONNECTOR_SPAWN_TIMEOUT = 0.1;
/** Attachment meta that changes what a card or article shows: alt text, the file, its sizes. */
const SITE_CONNECTOR_IMAGE_META = array( '_wp_attachment_image_alt', '_wp_attached_file', '_wp_attachment_metadata' );

// -----------------------------------------------------------------------------------------------------
// Configuration: constants in wp-config.php win over the settings page.

/**
 * The public base URLs of the site (instances or environments), without trailing slashes.
 *
 * @return string[]
 */
function site_connector_urls() {
	$raw  = defined( 'SITE_CONNECTOR_URLS' ) ? SITE_CONNECTOR_URLS : get_option( 'site_connector_urls', '' );
	$urls = site_connector_parse_urls( $raw );
	return (array) apply_filters( 'site_connector_urls', $urls );
}

/**
 * Splits a comma- or line-separated list into valid http(s) base URLs.
 *
 * @param string|string[] $raw The list.
 * @return string[]
 */
function site_connector_parse_urls( $raw ) {
	$items = is_array( $raw ) ? $raw : preg_split( '/[\s,]+/', (string) $raw );
	$urls  = array();
	foreach ( $items as $item ) {
		$item   = trim( (string) $item );
		$scheme = wp_parse_url( $item, PHP_URL_SCHEME );
		$host   = wp_parse_url( $item, PHP_URL_HOST );
		if ( '' === $item || ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $host ) ) {
			continue;
		}
		$urls[] = untrailingslashit( esc_url_raw( $item ) );
	}
	return array_values( array_unique( $urls ) );
}

/** Whether http:// site URLs may be saved: only where the secret cannot leave a developer's machine. */
function site_connector_allows_http() {
	return in_array( wp_get_environment_type(), array( 'local', 'development' ), true );
}

/**
 * The URLs in `$urls` that would send the secret in clear.
 *
 * @param string[] $urls Parsed site URLs.
 * @return string[]
 */
function site_connector_plain_http_urls( $urls ) {
	return array_values(
		array_filter(
			$urls,
			function ( $url ) {
				return 'http' === wp_parse_url( $url, PHP_URL_SCHEME );
			}
		)
	);
}

function site_connector_secret() {
	$secret = defined( 'SITE_CONNECTOR_SECRET' ) ? SITE_CONNECTOR_SECRET : get_option( 'site_connector_secret', '' );
	return is_string( $secret ) ? $secret : '';
}

function site_connector_is_configured() {
	return array() !== site_connector_urls() && '' !== site_connector_secret();
}

// -----------------------------------------------------------------------------------------------------
// Preview links: {first site URL}/api/preview?token=v1.{id}.{type}.{expires}.{nonce}.{signature}

/**
 * One more rendition for every new upload, 640 px wide and uncropped: a card on a phone is about 340 CSS
 * pixels wide, and WordPress's own sizes jump from 300 to 768, so the site would otherwise have to send
 * more than twice the pixels a phone card shows.
 */
function site_connector_image_sizes() {
	add_image_size( 'site-connector-card', 640, 0, false );
}
add_action( 'after_setup_theme', 'site_connector_image_sizes' );

/**
 * A signed preview token for the site's /api/preview; '' while no secret is configured.
 *
 * @param int      $post_id   The post.
 * @param string   $post_type Its WordPress type (post, app_media, app_event).
 * @param int|null $expires   Unix time it stops working; ten minutes from now by default.
 * @return string
 */
function site_connector_preview_token( $post_id, $post_type, $expires = null ) {
	$secret = site_connector_secret();
	if ( '' === $secret ) {
		return '';
	}
	$expires   = null === $expires ? time() + SITE_CONNECTOR_PREVIEW_TTL : (int) $expires;
	$payload   = sprintf( 'v1.%d.%s.%d.%s', (int) $post_id, $post_type, $expires, bin2hex( random_bytes( 8 ) ) );
	$signature = rtrim( strtr( base64_encode( hash_hmac( 'sha256', $payload, $secret, true ) ), '+/', '-_' ), '=' );
	return $payload . '.' . $signature;
}

/**
 * Preview opens the site's draft view of the post instead of the WordPress theme. The link holds no
 * token: it goes to site_connector_handle_preview(), which mints a ten-minute token when it is clicked,
 * so an editor's page left open for an hour (or a Preview link in the posts list) still previews.
 * Only a user who may edit the post gets it; the nonce lives as long as WordPress's own (12 to 24 h).
 *
 * @param string  $link The link WordPress built.
 * @param WP_Post $post The post.
 * @return string
 */
function site_connector_preview_link( $link, $post ) {
	$post = get_post( $post );
	if ( ! site_connector_tracked( $post ) || ! site_connector_is_configured() ) {
		return $link;
	}
	if ( ! current_user_can( 'edit_post', $post->ID ) ) {
		return $link;
	}
	return add_query_arg(
		array(
			'action'   => 'site_connector_preview',
			'post'     => $post->ID,
			'_wpnonce' => wp_create_nonce( 'site_connector_preview_' . $post->ID ),
		),
		admin_url( 'admin-post.php' )
	);
}
add_filter( 'preview_post_link', 'site_connector_preview_link', 10, 2 );

/**
 * The Preview link, clicked: checks the nonce and that this user may edit the post, then sends the
 * browser to {first site URL}/api/preview with a token made now.
 */
function site_connector_handle_preview() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked below, with the post's id in the action.
	$nonce   = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
	if ( ! $post_id || ! wp_verify_nonce( $nonce, 'site_connector_preview_' . $post_id ) ) {
		wp_die( esc_html__( 'This preview link has expired. Reload the editor and press Preview again.', 'site-connector' ), esc_html__( 'Preview', 'site-connector' ), array( 'response' => 403 ) );
	}
	$post = get_post( $post_id );
	if ( ! site_connector_tracked( $post ) || ! current_user_can( 'edit_post', $post->ID ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to preview this item.', 'site-connector' ), esc_html__( 'Preview', 'site-connector' ), array( 'response' => 403 ) );
	}
	$urls  = site_connector_urls();
	$token = array() === $urls ? '' : site_connector_preview_token( $post->ID, $post->post_type );
	if ( '' === $token ) {
		wp_die( esc_html__( 'Site Connector has no site URL or secret yet, so the site cannot show a preview.', 'site-connector' ), esc_html__( 'Preview', 'site-connector' ), array( 'response' => 503 ) );
	}
	nocache_headers();
	if ( ! headers_sent() ) {
		// The token must not travel on in a Referer.
		header( 'Referrer-Policy: no-referrer' );
	}
	// The configured site is another host: wp_safe_redirect() would refuse it.
	wp_redirect( $urls[0] . '/api/preview?token=' . rawurlencode( $token ), 303 ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
	exit;
}
add_action( 'admin_post_site_connector_preview', 'site_connector_handle_preview' );

/** Logged out since the editor opened: the nonce belonged to that session, so a new login needs a new link. */
function site_connector_preview_logged_out() {
	wp_die(
		sprintf(
			/* translators: %s: the login page's URL */
			wp_kses( __( 'You are no longer logged in to WordPress. <a href="%s">Log in</a>, open the editor again and press Preview.', 'site-connector' ), array( 'a' => array( 'href' => array() ) ) ),
			esc_url( wp_login_url( admin_url() ) )
		),
		esc_html__( 'Preview', 'site-connector' ),
		array( 'response' => 403 )
	);
}
add_action( 'admin_post_nopriv_site_connector_preview', 'site_connector_preview_logged_out' );

// -----------------------------------------------------------------------------------------------------
// What changed in this request. Everything is collected first and sent once, at shutdown, so a save
// that touches a post several times (post, terms, meta) makes one notice with its final state.

/**
 * The request's changes.
 *
 * @return array{posts: array<int, array>, categories: array<int, true|int[]>, authors: array<int, true|array>, images: array<int, true|array>}
 */
function &site_connector_changes() {
	static $changes = array(
		'posts'      => array(),
		'categories' => array(),
		'authors'    => array(),
		'images'     => array(),
	);
	return $changes;
}

function site_connector_tracked( $post ) {
	return $post && in_array( $post->post_type, SITE_CONNECTOR_TYPES, true );
}

/**
 * Notes a post before it changes: its categories and whether the public could see it. The first look
 * in a request is the "before"; later ones only add flags.
 *
 * @param int        $post_id    The post.
 * @param int[]|null $categories Its categories before the change, when the caller knows them better.
 * @param bool|null  $was_public Whether it was published before the change, when known.
 */
function site_connector_remember( $post_id, $categories = null, $was_public = null ) {
	$post = get_post( $post_id );
	if ( ! site_connector_tracked( $post ) ) {
		return;
	}
	$changes = &site_connector_changes();
	if ( ! isset( $changes['posts'][ $post->ID ] ) ) {
		$changes['posts'][ $post->ID ] = array(
			'type'       => $post->post_type,
			'before'     => null === $categories ? site_connector_post_categories( $post->ID ) : $categories,
			'was_public' => $was_public,
			'force'      => false,
		);
	} elseif ( null === $changes['posts'][ $post->ID ]['was_public'] && null !== $was_public ) {
		$changes['posts'][ $post->ID ]['was_public'] = $was_public;
	}
}

function site_connector_post_categories( $post_id ) {
	$ids = wp_get_object_terms( $post_id, 'category', array( 'fields' => 'ids' ) );
	return is_wp_error( $ids ) ? array() : array_map( 'intval', $ids );
}

function site_connector_force( $post_id ) {
	$changes = &site_connector_changes();
	if ( isset( $changes['posts'][ $post_id ] ) ) {
		$changes['posts'][ $post_id ]['force'] = true;
	}
}

add_action(
	'pre_post_update',
	function ( $post_id ) {
		site_connector_remember( $post_id, null, 'publish' === get_post_status( $post_id ) );
	}
);

add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		site_connector_remember( $post->ID, 'new' === $old_status ? array() : null, 'publish' === $old_status );
	},
	10,
	3
);

add_action(
	'set_object_terms',
	function ( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) {
		if ( 'category' !== $taxonomy ) {
			return;
		}
		$before = array();
		foreach ( (array) $old_tt_ids as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, 'category' );
			if ( $term ) {
				$before[] = (int) $term->term_id;
			}
		}
		site_connector_remember( $object_id, $before );
	},
	10,
	6
);

foreach ( array( 'trashed_post', 'untrashed_post' ) as $site_connector_hook ) {
	add_action(
		$site_connector_hook,
		function ( $post_id ) {
			site_connector_remember( $post_id );
			site_connector_force( $post_id );
		}
	);
}
unset( $site_connector_hook );

// Before the post and its term relationships are gone.
add_action(
	'before_delete_post',
	function ( $post_id ) {
		site_connector_remember( $post_id );
		site_connector_force( $post_id );
	}
);

// A featured image set or removed outside a full save.
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $site_connector_hook ) {
	add_action(
		$site_connector_hook,
		function ( $meta_ids, $object_id, $meta_key ) {
			if ( '_thumbnail_id' === $meta_key && $object_id ) {
				site_connector_remember( $object_id );
			} elseif ( in_array( $meta_key, SITE_CONNECTOR_IMAGE_META, true ) && $object_id && 'attachment' === get_post_type( $object_id ) ) {
				$changes = &site_connector_changes();
				$changes['images'][ (int) $object_id ] = true;
			}
		},
		10,
		3
	);
}
unset( $site_connector_hook );

// WordPress clears every _thumbnail_id naming an attachment it deletes in one query: find the posts first.
add_action(
	'delete_attachment',
	function ( $attachment_id ) {
		$changes = &site_connector_changes();
		$changes['images'][ (int) $attachment_id ] = site_connector_posts_using_image( $attachment_id );
	}
);

// Category renamed: what cards and articles show is its name.
add_action(
	'edit_terms',
	function ( $term_id, $taxonomy ) {
		if ( 'category' !== $taxonomy ) {
			return;
		}
		$term = get_term( $term_id, 'category' );
		if ( $term && ! is_wp_error( $term ) ) {
			$GLOBALS['site_connector_term_names'][ (int) $term_id ] = $term->name;
		}
	},
	10,
	2
);

add_action(
	'edited_term',
	function ( $term_id, $tt_id, $taxonomy ) {
		if ( 'category' !== $taxonomy || ! isset( $GLOBALS['site_connector_term_names'][ (int) $term_id ] ) ) {
			return;
		}
		$term = get_term( $term_id, 'category' );
		if ( $term && ! is_wp_error( $term ) && $term->name !== $GLOBALS['site_connector_term_names'][ (int) $term_id ] ) {
			$changes = &site_connector_changes();
			$changes['categories'][ (int) $term_id ] = true;
		}
	},
	10,
	3
);

// Category deleted: WordPress hands over the objects that were in it.
add_action(
	'delete_term',
	function ( $term_id, $tt_id, $taxonomy, $deleted_term, $object_ids ) {
		if ( 'category' !== $taxonomy ) {
			return;
		}
		$changes = &site_connector_changes();
		$changes['categories'][ (int) $term_id ] = array_map( 'intval', (array) $object_ids );
	},
	10,
	5
);

// Author's display name changed.
add_action(
	'profile_update',
	function ( $user_id, $old_user_data ) {
		$user = get_userdata( $user_id );
		if ( $user && $old_user_data && $user->display_name !== $old_user_data->display_name ) {
			$changes = &site_connector_changes();
			$changes['authors'][ (int) $user_id ] = true;
		}
	},
	10,
	2
);

// An author deleted: their posts move to someone else (or go) without any post hook.
add_action(
	'delete_user',
	function ( $user_id ) {
		$changes = &site_connector_changes();
		$changes['authors'][ (int) $user_id ] = site_connector_published_posts( array( 'author' => (int) $user_id ) );
	}
);

add_action( 'shutdown', 'site_connector_flush', 100 );

// -----------------------------------------------------------------------------------------------------
// From changes to notices

/**
 * Published posts of the three types matching `$query`, as [id => type].
 *
 * @param array $query Extra WP_Query arguments.
 * @return array<int, string>
 */
function site_connector_published_posts( $query ) {
	$posts = get_posts(
		array_merge(
			array(
				'post_type'        => SITE_CONNECTOR_TYPES,
				'post_status'      => 'publish',
				'numberposts'      => -1,
				'suppress_filters' => true,
				'orderby'          => 'ID',
				'order'            => 'ASC',
			),
			$query
		)
	);
	$found = array();
	foreach ( $posts as $post ) {
		$found[ (int) $post->ID ] = $post->post_type;
	}
	return $found;
}

/** Published posts whose featured image (or ACF source logo) is the attachment. */
function site_connector_posts_using_image( $attachment_id ) {
	return site_connector_published_posts(
		array(
			'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
				'relation' => 'OR',
				array(
					'key'   => '_thumbnail_id',
					'value' => (string) (int) $attachment_id,
				),
				array(
					'key'   => 'source_logo',
					'value' => (string) (int) $attachment_id,
				),
			),
		)
	);
}

/**
 * Notices for posts whose cards changed though the posts did not: one per type and chunk of ids,
 * naming every category those posts are in (they are on those lists) plus `$extra_categories`.
 *
 * @param array<int, string> $posts            [id => type].
 * @param int[]              $extra_categories Categories to include anyway (a renamed or deleted one).
 * @return array[]
 */
function site_connector_notices_for_posts( $posts, $extra_categories = array() ) {
	$by_type = array();
	foreach ( $posts as $id => $type ) {
		$by_type[ $type ][] = (int) $id;
	}
	$notices = array();
	foreach ( $by_type as $type => $ids ) {
		sort( $ids );
		foreach ( array_chunk( $ids, SITE_CONNECTOR_IDS_PER_NOTICE ) as $chunk ) {
			$categories = wp_get_object_terms( $chunk, 'category', array( 'fields' => 'ids' ) );
			$categories = is_wp_error( $categories ) ? array() : $categories;
			$notices[]  = site_connector_notice( $type, $chunk, array_merge( $categories, $extra_categories ) );
		}
	}
	return $notices;
}

/**
 * One notice: {"type", "id" | "ids", "categories"}. Over the webhook's limit of categories the list is
 * left out, which refreshes every list of the type.
 */
function site_connector_notice( $type, $ids, $categories ) {
	$categories = array_values( array_unique( array_filter( array_map( 'intval', $categories ) ) ) );
	sort( $categories );
	$notice = array( 'type' => $type );
	if ( 1 === count( $ids ) ) {
		$notice['id'] = (int) $ids[0];
	} else {
		$notice['ids'] = array_map( 'intval', $ids );
	}
	if ( array() !== $categories && count( $categories ) <= SITE_CONNECTOR_MAX_CATEGORIES ) {
		$notice['categories'] = $categories;
	}
	return $notice;
}

/**
 * The notices this request's changes call for.
 *
 * @return array[]
 */
function site_connector_pending_notices() {
	$changes = &site_connector_changes();
	$notices = array();

	// Posts: the public saw them before, sees them now, or they were trashed, restored or deleted.
	$by_type = array();
	foreach ( $changes['posts'] as $id => $change ) {
		$post       = get_post( $id );
		$is_public  = $post && 'publish' === $post->post_status;
		$was_public = null === $change['was_public'] ? $is_public : $change['was_public'];
		if ( ! $was_public && ! $is_public && ! $change['force'] ) {
			continue;
		}
		$after = $post ? site_connector_post_categories( $id ) : array();
		$by_type[ $change['type'] ][ $id ] = array_merge( (array) $change['before'], $after );
	}
	foreach ( $by_type as $type => $posts ) {
		$ids = array_keys( $posts );
		sort( $ids );
		foreach ( array_chunk( $ids, SITE_CONNECTOR_IDS_PER_NOTICE ) as $chunk ) {
			$categories = array();
			foreach ( $chunk as $id ) {
				$categories = array_merge( $categories, $posts[ $id ] );
			}
			$notices[] = site_connector_notice( $type, $chunk, $categories );
		}
	}

	// A renamed or deleted category: every published post in it, on every list it is on.
	foreach ( $changes['categories'] as $term_id => $objects ) {
		$posts = is_array( $objects )
			? site_connector_published_posts( array( 'post__in' => $objects ? $objects : array( 0 ) ) )
			: site_connector_published_posts(
				array(
					'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
						array(
							'taxonomy'         => 'category',
							'terms'            => (int) $term_id,
							'include_children' => false,
						),
					),
				)
			);
		$notices = array_merge( $notices, site_connector_notices_for_posts( $posts, array( $term_id ) ) );
	}

	// An author's name: their published posts.
	foreach ( $changes['authors'] as $user_id => $posts ) {
		if ( ! is_array( $posts ) ) {
			$posts = site_connector_published_posts( array( 'author' => (int) $user_id ) );
		} else {
			// Deleted: the same posts, now someone else's (or gone, which their notices already say).
			$posts = array_intersect_key( site_connector_published_posts( array( 'post__in' => $posts ? array_keys( $posts ) : array( 0 ) ) ), $posts );
		}
		$notices = array_merge( $notices, site_connector_notices_for_posts( $posts ) );
	}

	// An image's alt text or file: the published posts that show it.
	foreach ( $changes['images'] as $attachment_id => $posts ) {
		if ( ! is_array( $posts ) ) {
			$posts = site_connector_posts_using_image( $attachment_id );
		}
		$notices = array_merge( $notices, site_connector_notices_for_posts( $posts ) );
	}

	return array_values( array_unique( $notices, SORT_REGULAR ) );
}

/**
 * Sends what this request changed, once, without making the editor wait for the site.
 *
 * - Under PHP-FPM or LiteSpeed the response is finished first (the editor has their page), and the
 *   notices are sent from this process, each with a 2-second timeout and at most 3 seconds in all.
 * - Anywhere else (mod_php, php -S, WP-CLI…) nothing can be sent after the response, and a site that
 *   hangs would hold the save for seconds. So every notice is first written down as a WP-Cron event due
 *   now (the same `site_connector_retry` event a failed delivery gets), and one non-blocking request,
 *   made with a 0.1 s timeout and never waited for, asks this WordPress to send them at once
 *   (site_connector_send_queued(), behind the REST route site-connector/v1/send). That request is our
 *   own rather than a spawn_cron(): WP-Cron runs one batch at a time (a second save during a run would
 *   wait for the next visit), runs every other plugin's due jobs first, and is often switched off
 *   (DISABLE_WP_CRON) in favour of a system cron. The event is what keeps the guarantee that a site that
 *   was down gets its notice later: it is taken off WP-Cron's list only as it is sent, every failure
 *   schedules its next try with the usual backoff and is logged, and should the background request
 *   never arrive, WP-Cron sends the event on its next run.
 */
function site_connector_flush() {
	$changes = &site_connector_changes();
	if ( array() === array_filter( $changes ) ) {
		return; // Most requests change nothing.
	}
	$notices = site_connector_is_configured() ? site_connector_pending_notices() : array();
	$changes = array(
		'posts'      => array(),
		'categories' => array(),
		'authors'    => array(),
		'images'     => array(),
	);
	if ( array() === $notices ) {
		return;
	}
	if ( 'cli' !== PHP_SAPI && function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
		site_connector_send_now( $notices );
	} elseif ( 'cli' !== PHP_SAPI && function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
		site_connector_send_now( $notices );
	} else {
		site_connector_send_later( $notices );
	}
}

/**
 * Sends notices from this request (its response already finished), within the request's budget; the
 * rest goes to WP-Cron at once.
 *
 * @param array[] $notices The notices.
 */
function site_connector_send_now( $notices ) {
	$started = microtime( true );
	foreach ( $notices as $notice ) {
		foreach ( site_connector_urls() as $url ) {
			$body = wp_json_encode( $notice );
			if ( microtime( true ) - $started > SITE_CONNECTOR_REQUEST_BUDGET ) {
				// Out of time for this request: WP-Cron sends it at once.
				site_connector_schedule_retry( $url, $body, 0, 0 );
				continue;
			}
			site_connector_deliver( $url, $body, 1 );
		}
	}
}

/**
 * Writes the notices down as WP-Cron events due now, then asks this WordPress, without waiting, to
 * send them in a request of its own.
 *
 * @param array[] $notices The notices.
 */
function site_connector_send_later( $notices ) {
	foreach ( $notices as $notice ) {
		foreach ( site_connector_urls() as $url ) {
			site_connector_schedule_retry( $url, wp_json_encode( $notice ), 0, 0 );
		}
	}
	wp_remote_post(
		rest_url( 'site-connector/v1/send' ),
		array(
			'blocking'    => false,
			'timeout'     => SITE_CONNECTOR_SPAWN_TIMEOUT,
			'redirection' => 0,
			/** This filter is documented in wp-includes/class-wp-http-streams.php */
			'sslverify'   => apply_filters( 'https_local_ssl_verify', false ),
			'body'        => array( 'key' => site_connector_send_key() ),
		)
	);
}

/** What the background request proves it comes from this WordPress with (derived from its salts). */
function site_connector_send_key() {
	return wp_hash( 'site-connector-send' );
}

/**
 * Sends every notice that is due (queued by a save, or a retry whose time has come), each taken off
 * WP-Cron's list just before it is sent so WP-Cron does not send it again.
 *
 * @return int How many were sent (delivered or not).
 */
function site_connector_send_queued() {
	$sent = 0;
	$now  = time();
	foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
		if ( ! is_int( $timestamp ) || $timestamp > $now || empty( $hooks['site_connector_retry'] ) ) {
			continue;
		}
		foreach ( $hooks['site_connector_retry'] as $event ) {
			$args = array_values( (array) $event['args'] );
			if ( 3 !== count( $args ) || true !== wp_unschedule_event( $timestamp, 'site_connector_retry', $args ) ) {
				continue; // Not ours, or another request took it first.
			}
			site_connector_retry( $args[0], $args[1], $args[2] );
			++$sent;
		}
	}
	return $sent;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'site-connector/v1',
			'/send',
			array(
				'methods'             => 'POST',
				'show_in_index'       => false,
				'permission_callback' => function ( $request ) {
					return hash_equals( site_connector_send_key(), (string) $request->get_param( 'key' ) );
				},
				'callback'            => function () {
					// The request that asked for this does not wait for the answer.
					ignore_user_abort( true );
					return rest_ensure_response( array( 'sent' => site_connector_send_queued() ) );
				},
			)
		);
	}
);

// -----------------------------------------------------------------------------------------------------
// Delivery, retries and the log

/**
 * Posts one notice to one site and records the outcome; a failure is retried by WP-Cron with backoff.
 *
 * @param string $url     The site's base URL.
 * @param string $body    The notice as JSON.
 * @param int    $attempt 1 for the first try.
 * @return bool Delivered.
 */
function site_connector_deliver( $url, $body, $attempt ) {
	$secret   = site_connector_secret();
	$response = wp_remote_post(
		$url . '/api/revalidate',
		array(
			'timeout'     => SITE_CONNECTOR_TIMEOUT,
			'redirection' => 0,
			'headers'     => array(
				'Authorization' => 'Bearer ' . $secret,
				'Content-Type'  => 'application/json',
			),
			'body'        => $body,
		)
	);
	$code = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	if ( $code >= 200 && $code < 300 ) {
		site_connector_log( $url, $body, $attempt, 'delivered', 'HTTP ' . $code );
		return true;
	}
	$detail = is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $code;
	// The site will refuse the very same body again (malformed or too large): retrying cannot help.
	if ( 400 === $code || 413 === $code ) {
		site_connector_log( $url, $body, $attempt, 'refused', $detail );
		return false;
	}
	$retry_at = site_connector_schedule_retry( $url, $body, $attempt, null );
	site_connector_log( $url, $body, $attempt, $retry_at ? 'failed' : 'gave up', $detail, $retry_at );
	return false;
}

/**
 * Schedules the next try of a delivery.
 *
 * @param string   $url     The site's base URL.
 * @param string   $body    The notice.
 * @param int      $attempt Tries so far.
 * @param int|null $delay   Seconds from now; the backoff for `$attempt` when null.
 * @return int|false When it will run, or false when the delivery is given up.
 */
function site_connector_schedule_retry( $url, $body, $attempt, $delay ) {
	if ( null === $delay ) {
		if ( $attempt > count( SITE_CONNECTOR_RETRY_DELAYS ) ) {
			return false;
		}
		$delay = SITE_CONNECTOR_RETRY_DELAYS[ $attempt - 1 ];
	}
	$delay = (int) apply_filters( 'site_connector_retry_delay', $delay, $attempt );
	$at    = time() + max( 0, $delay );
	wp_schedule_single_event( $at, 'site_connector_retry', array( $url, $body, $attempt + 1 ) );
	return $at;
}

/** WP-Cron's retry: the site may still be configured differently now, so only URLs still listed are tried. */
function site_connector_retry( $url, $body, $attempt ) {
	if ( ! in_array( $url, site_connector_urls(), true ) || '' === site_connector_secret() ) {
		site_connector_log( $url, $body, (int) $attempt, 'dropped', __( 'This site URL is no longer configured.', 'site-connector' ) );
		return;
	}
	site_connector_deliver( $url, $body, (int) $attempt );
}
add_action( 'site_connector_retry', 'site_connector_retry', 10, 3 );

function site_connector_log( $url, $body, $attempt, $outcome, $detail, $retry_at = null ) {
	$log = get_option( 'site_connector_log', array() );
	$log = is_array( $log ) ? $log : array();
	array_unshift(
		$log,
		array(
			'time'     => time(),
			'url'      => $url,
			'notice'   => $body,
			'attempt'  => (int) $attempt,
			'outcome'  => $outcome,
			'detail'   => (string) $detail,
			'retry_at' => $retry_at ? (int) $retry_at : null,
		)
	);
	update_option( 'site_connector_log', array_slice( $log, 0, SITE_CONNECTOR_LOG_SIZE ), false );
}

/** "Refresh the whole site now": sends {"all": true} to every site, now. */
function site_connector_refresh_all() {
	if ( ! site_connector_is_configured() ) {
		return array();
	}
	$results = array();
	foreach ( site_connector_urls() as $url ) {
		$results[ $url ] = site_connector_deliver( $url, wp_json_encode( array( 'all' => true ) ), 1 );
	}
	return $results;
}

// -----------------------------------------------------------------------------------------------------
// Admin: Settings → Site Connector, the refresh button (settings page and dashboard)

add_action(
	'admin_init',
	function () {
		register_setting(
			'site_connector',
			'site_connector_urls',
			array(
				'type'              => 'string',
				'sanitize_callback' => 'site_connector_sanitize_urls',
				'default'           => '',
			)
		);
		register_setting(
			'site_connector',
			'site_connector_secret',
			array(
				'type'              => 'string',
				'sanitize_callback' => 'site_connector_sanitize_secret',
				'default'           => '',
			)
		);
	}
);

/**
 * The Site URLs field. Outside a local or development WordPress an http:// URL is refused (the secret
 * would travel in clear): nothing is changed, and a notice says why and what to write instead.
 *
 * @param mixed $value What was typed.
 * @return string
 */
function site_connector_sanitize_urls( $value ) {
	$urls  = site_connector_parse_urls( is_string( $value ) ? $value : '' );
	$plain = site_connector_allows_http() ? array() : site_connector_plain_http_urls( $urls );
	if ( array() !== $plain ) {
		add_settings_error(
			'site_connector_urls',
			'site_connector_urls_http',
			sprintf(
				/* translators: 1: the refused URLs, 2: the first of them written with https:// */
				__( 'Site URLs not saved: %1$s starts with http://, so the secret would travel in clear with every notice and preview. Write it with https:// instead (%2$s). http:// is accepted only when the WordPress environment type is local or development. The previous URLs were kept.', 'site-connector' ),
				implode( ', ', $plain ),
				'https://' . substr( $plain[0], strlen( 'http://' ) )
			)
		);
		return (string) get_option( 'site_connector_urls', '' );
	}
	return implode( "\n", $urls );
}

/** A blank field keeps the stored secret (it is never shown); the checkbox clears it. */
function site_connector_sanitize_secret( $value ) {
	$current = get_option( 'site_connector_secret', '' );
	// options.php checked the settings nonce before any sanitising.
	if ( ! empty( $_POST['site_connector_secret_clear'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing
		return '';
	}
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value ) {
		return $current;
	}
	if ( strlen( $value ) < 16 ) {
		add_settings_error( 'site_connector_secret', 'site_connector_secret_short', __( 'The secret must be at least 16 characters, as the site requires. The previous secret was kept.', 'site-connector' ) );
		return $current;
	}
	return $value;
}

add_action(
	'admin_menu',
	function () {
		add_options_page(
			__( 'Site Connector', 'site-connector' ),
			__( 'Site Connector', 'site-connector' ),
			'manage_options',
			'site-connector',
			'site_connector_render_settings_page'
		);
	}
);

/** When "Refresh the whole site now" may run again (unix time); 0 when it never ran. */
function site_connector_refresh_allowed_at() {
	$last = (int) get_option( 'site_connector_last_refresh', 0 );
	return $last > 0 ? $last + SITE_CONNECTOR_REFRESH_INTERVAL : 0;
}

/** A time as the site's editors read it: in the site's timezone, with seconds (the wait is a minute). */
function site_connector_format_time( $timestamp ) {
	return wp_date( __( 'H:i:s T', 'site-connector' ), (int) $timestamp );
}

function site_connector_refresh_form() {
	$allowed_at = site_connector_refresh_allowed_at();
	$waiting    = $allowed_at > time();
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="site_connector_refresh" />
		<?php wp_nonce_field( 'site_connector_refresh' ); ?>
		<?php submit_button( __( 'Refresh the whole site now', 'site-connector' ), 'secondary', 'submit', false, site_connector_is_configured() && ! $waiting ? array() : array( 'disabled' => 'disabled' ) ); ?>
		<?php if ( $waiting ) : ?>
			<span class="description">
				<?php
				/* translators: %s: a time of day */
				echo esc_html( sprintf( __( 'Refreshed less than a minute ago: allowed again at %s.', 'site-connector' ), site_connector_format_time( $allowed_at ) ) );
				?>
			</span>
		<?php endif; ?>
	</form>
	<?php
}

function site_connector_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$urls_constant   = defined( 'SITE_CONNECTOR_URLS' );
	$secret_constant = defined( 'SITE_CONNECTOR_SECRET' );
	$has_secret      = '' !== site_connector_secret();
	$log             = get_option( 'site_connector_log', array() );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Site Connector', 'site-connector' ); ?></h1>
		<p><?php esc_html_e( 'Tells the public website what changed when posts, Commons media and events are published, updated, unpublished, trashed, restored or deleted, and when categories, authors\' names or featured images change. Preview opens the site\'s own preview.', 'site-connector' ); ?></p>
		<?php // Settings errors (a refused secret or URL) are printed by WordPress above every Settings page. ?>
		<?php
		$plain = site_connector_allows_http() ? array() : site_connector_plain_http_urls( site_connector_urls() );
		if ( array() !== $plain ) :
			?>
			<div class="notice notice-warning"><p>
				<?php
				/* translators: %s: site URLs */
				echo esc_html( sprintf( __( 'These site URLs start with http://, so the secret travels in clear: %s. Use https:// addresses.', 'site-connector' ), implode( ', ', $plain ) ) );
				?>
			</p></div>
		<?php endif; ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'site_connector' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="site_connector_urls"><?php esc_html_e( 'Site URLs', 'site-connector' ); ?></label></th>
					<td>
						<textarea id="site_connector_urls" name="site_connector_urls" rows="3" cols="60" class="large-text code"<?php disabled( $urls_constant ); ?>><?php echo esc_textarea( implode( "\n", site_connector_urls() ) ); ?></textarea>
						<p class="description">
							<?php
							echo $urls_constant
								? esc_html__( 'Set in wp-config.php (SITE_CONNECTOR_URLS).', 'site-connector' )
								: esc_html__( 'The public address of each instance or environment of the site, one a line (or comma-separated). Notices go to {url}/api/revalidate; Preview uses the first.', 'site-connector' );
							?>
						</p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="site_connector_secret"><?php esc_html_e( 'Secret', 'site-connector' ); ?></label></th>
					<td>
						<?php if ( $secret_constant ) : ?>
							<p><strong><?php esc_html_e( 'Set in wp-config.php (SITE_CONNECTOR_SECRET).', 'site-connector' ); ?></strong></p>
						<?php else : ?>
							<input type="password" id="site_connector_secret" name="site_connector_secret" value="" class="regular-text" autocomplete="new-password" />
							<p class="description">
								<?php
								echo $has_secret
									? esc_html__( 'Set. Leave blank to keep it, or type a new one.', 'site-connector' )
									: esc_html__( 'Not set. The site\'s REVALIDATE_SECRET (at least 16 characters).', 'site-connector' );
								?>
							</p>
							<?php if ( $has_secret ) : ?>
								<label><input type="checkbox" name="site_connector_secret_clear" value="1" /> <?php esc_html_e( 'Remove the stored secret', 'site-connector' ); ?></label>
							<?php endif; ?>
						<?php endif; ?>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>

		<h2><?php esc_html_e( 'Refresh', 'site-connector' ); ?></h2>
		<p><?php esc_html_e( 'Makes the site read everything again from WordPress, for changes it could not have been told about.', 'site-connector' ); ?></p>
		<?php site_connector_refresh_form(); ?>

		<h2><?php esc_html_e( 'Last deliveries', 'site-connector' ); ?></h2>
		<?php if ( empty( $log ) || ! is_array( $log ) ) : ?>
			<p><?php esc_html_e( 'Nothing sent yet.', 'site-connector' ); ?></p>
		<?php else : ?>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Time', 'site-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Site', 'site-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Notice', 'site-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Try', 'site-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Outcome', 'site-connector' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Next try', 'site-connector' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $log as $entry ) : ?>
						<tr>
							<td><?php echo esc_html( wp_date( 'Y-m-d H:i:s', (int) $entry['time'] ) ); ?></td>
							<td><?php echo esc_html( $entry['url'] ); ?></td>
							<td><code><?php echo esc_html( $entry['notice'] ); ?></code></td>
							<td><?php echo esc_html( (string) $entry['attempt'] ); ?></td>
							<td><?php echo esc_html( $entry['outcome'] . ' (' . $entry['detail'] . ')' ); ?></td>
							<td><?php echo $entry['retry_at'] ? esc_html( wp_date( 'Y-m-d H:i:s', (int) $entry['retry_at'] ) ) : '&mdash;'; ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
	</div>
	<?php
}

// Editors cannot open Settings: the button is on their dashboard too.
add_action(
	'wp_dashboard_setup',
	function () {
		if ( current_user_can( 'edit_others_posts' ) ) {
			wp_add_dashboard_widget( 'site_connector_refresh', __( 'Public website', 'site-connector' ), 'site_connector_refresh_form' );
		}
	}
);

/**
 * The refresh button's action: editors and up (edit_others_posts: not authors or contributors), with the
 * form's nonce, and once a minute for the whole site: every press makes the site drop and read again
 * everything it has.
 */
function site_connector_handle_refresh() {
	if ( ! current_user_can( 'edit_others_posts' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to refresh the site.', 'site-connector' ), 403 );
	}
	check_admin_referer( 'site_connector_refresh' );
	if ( ! site_connector_is_configured() ) {
		$state = 'unconfigured';
	} elseif ( site_connector_refresh_allowed_at() > time() ) {
		$state = 'wait';
	} else {
		// Noted before sending, so a second press while this one is still sending is refused too.
		update_option( 'site_connector_last_refresh', time(), false );
		$results = site_connector_refresh_all();
		$state   = in_array( false, $results, true ) ? 'queued' : 'sent';
	}
	$back = wp_get_referer();
	wp_safe_redirect( add_query_arg( 'site-connector-refresh', $state, $back ? $back : admin_url() ) );
	exit;
}
add_action( 'admin_post_site_connector_refresh', 'site_connector_handle_refresh' );

add_action(
	'admin_notices',
	function () {
		$state = isset( $_GET['site-connector-refresh'] ) ? sanitize_key( $_GET['site-connector-refresh'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$messages = array(
			'sent'         => array( 'success', __( 'The whole site is being refreshed.', 'site-connector' ) ),
			'queued'       => array( 'warning', __( 'The site could not be reached; the refresh will be retried.', 'site-connector' ) ),
			'unconfigured' => array( 'error', __( 'Site Connector has no site URL or secret yet.', 'site-connector' ) ),
			'wait'         => array(
				'warning',
				sprintf(
					/* translators: %s: a time of day */
					__( 'Not refreshed: the whole site was refreshed less than a minute ago, and may be refreshed once a minute. Try again at %s.', 'site-connector' ),
					site_connector_format_time( site_connector_refresh_allowed_at() )
				),
			),
		);
		if ( isset( $messages[ $state ] ) && current_user_can( 'edit_others_posts' ) ) {
			printf( '<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>', esc_attr( $messages[ $state ][0] ), esc_html( $messages[ $state ][1] ) );
		}
	}
);

add_filter(
	'plugin_action_links_' . plugin_basename( __FILE__ ),
	function ( $links ) {
		array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=site-connector' ) ) . '">' . esc_html__( 'Settings', 'site-connector' ) . '</a>' );
		return $links;
	}
);
