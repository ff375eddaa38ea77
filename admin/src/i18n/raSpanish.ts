/**
 * Mensajes de react-admin en español (Argentina, registro formal de back office, sin voseo).
 *
 * La base es ra-language-spanish (72 de las claves de react-admin 5, sin tildes y en segunda
 * persona informal); `propios` trae solo las claves que le faltan y las que aquí se dicen de otro
 * modo. raSpanish.test.ts verifica contra ra-language-english que estén todas las claves, que se
 * conserven los marcadores %{...}, que no quede texto en inglés y que `propios` no repita la base.
 */
import baseEspanol from 'ra-language-spanish';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

export const propios = {
  ra: {
    action: {
      back: 'Volver',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      export: 'Exportar',
      list: 'Listado',
      refresh: 'Recargar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      show: 'Ver',
      unselect: 'Deseleccionar',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir menú',
      close_menu: 'Cerrar menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Alternar modo claro/oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: {
      true: 'Sí',
      null: ' ',
    },
    page: {
      dashboard: 'Panel de control',
      edit: '%{name} %{recordRepresentation}',
      error: 'Se produjo un error',
      list: '%{name}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Todavía no hay %{name}.',
      invite: '¿Desea agregar uno?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastre archivos para subirlos o haga clic para seleccionar uno.',
        upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
      },
      image: {
        upload_several: 'Arrastre imágenes para subirlas o haga clic para seleccionar una.',
        upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
      },
      references: {
        all_missing: 'No se pudieron encontrar los datos de referencia.',
        many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
        single_missing: 'La referencia asociada ya no parece estar disponible.',
      },
      password: {
        toggle_visible: 'Ocultar contraseña',
        toggle_hidden: 'Mostrar contraseña',
      },
    },
    message: {
      access_denied: 'No tiene los permisos necesarios para acceder a esta página',
      are_you_sure: '¿Está seguro?',
      authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Se produjo un error al validar la credencial de autenticación.',
      bulk_delete_content:
        '¿Está seguro de que desea eliminar este %{name}? |||| ¿Está seguro de que desea eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_update_content:
        '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} elementos?',
      bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
      delete_content: '¿Está seguro de que desea eliminar este %{name}?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Se produjo un error en el cliente y no se pudo completar su solicitud.',
      invalid_form: 'El formulario no es válido. Por favor, revise los errores.',
      loading: 'Espere, por favor',
      not_found: 'Escribió una dirección incorrecta o siguió un enlace erróneo.',
      select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
      unsaved_changes: 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?',
      yes: 'Sí',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Limpiar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
      no_results: 'No se encontraron %{name}',
      no_more_results: 'El número de página %{page} está fuera de rango. Pruebe con la página anterior.',
      page_out_of_boundaries: 'Número de página %{page} fuera de rango',
      page_out_from_end: 'No se puede avanzar más allá de la última página',
      page_out_from_begin: 'No se puede retroceder antes de la página 1',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Por favor, inicie sesión para continuar',
      user_menu: 'Perfil',
      email: 'Correo electrónico',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'Falló la autenticación, por favor vuelva a intentarlo',
      logout: 'Cerrar sesión',
    },
    notification: {
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del proveedor de datos. Consulte la consola para más detalles.',
      i18n_error: 'No se pudieron cargar las traducciones para el idioma especificado',
      canceled: 'Acción cancelada',
      logged_out: 'Su sesión finalizó, por favor vuelva a conectarse.',
      not_authorized: 'No está autorizado para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Obligatorio',
      maxLength: 'Debe tener %{max} caracteres o menos',
      minValue: 'Debe ser al menos %{min}',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      oneOf: 'Debe ser uno de: %{options}',
      regex: 'Debe coincidir con un formato específico (expresión regular): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Eliminar consulta guardada',
      remove_label_with_name: 'Eliminar la consulta "%{name}"',
      remove_dialog_title: '¿Eliminar la consulta guardada?',
      remove_message: '¿Está seguro de que desea quitar ese elemento de su lista de consultas guardadas?',
      help: 'Filtre el listado y guarde esta consulta para usarla más tarde',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Por favor, verifique su proveedor de datos',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Panel de configuración',
        content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer la configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla de datos',
        unlabeled: 'Columna sin etiqueta #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin etiqueta #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
};

export const raSpanish: TranslationMessages = mergeTranslations(baseEspanol, propios);
