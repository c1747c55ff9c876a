<?php
/**
 * Deleting the plugin (Plugins → Delete) removes everything it kept: its settings (site URLs, secret),
 * the delivery log, the time of the last full refresh, any transient, and every WP-Cron event it
 * scheduled (queued notices and retries, whatever their arguments). On a multisite network each site
 * kept its own, so each site is cleaned.
 *
 * Settings defined in wp-config.php (SITE_CONNECTOR_URLS, SITE_CONNECTOR_SECRET) are the
 * administrator's to remove.
 *
 * @package SiteConnector
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

/** Removes the plugin's options, transients and scheduled events from the current site. */
function site_connector_uninstall_site() {
	global $wpdb;

	foreach ( array( 'site_connector_urls', 'site_connector_secret', 'site_connector_log', 'site_connector_last_refresh' ) as $site_connector_option ) {
		delete_option( $site_connector_option );
	}
	// Anything else under the plugin's prefix, options and transients alike (earlier versions' too).
	$site_connector_names = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API lists options by prefix.
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'site_connector_' ) . '%',
			$wpdb->esc_like( '_transient_site_connector_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_site_connector_' ) . '%'
		)
	);
	foreach ( $site_connector_names as $site_connector_name ) {
		delete_option( $site_connector_name );
	}

	// Every event of each hook, whatever its arguments (one per notice and site).
	foreach ( array( 'site_connector_retry' ) as $site_connector_hook ) {
		wp_unschedule_hook( $site_connector_hook );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $site_connector_site ) {
		switch_to_blog( $site_connector_site );
		site_connector_uninstall_site();
		restore_current_blog();
	}
} else {
	site_connector_uninstall_site();
}
